// The built-in assistant over the evaluation set: prints the share that passes,
// the share by kind of question, and every miss. Exits 1 under 95%.
// Run: node --import tsx scripts/chat-eval.ts
import { createAssistant } from "../server/features/chat/assistant/assistant.ts";
import { EVALUATION_CASES } from "../server/features/chat/evaluation/questions.ts";
import { evaluate, report } from "../server/features/chat/evaluation/run-evaluation.ts";

const { share, lines } = report(evaluate(createAssistant(), EVALUATION_CASES));
console.log(lines.join("\n"));
process.exitCode = share >= 0.95 ? 0 : 1;
