// The built-in assistant over the evaluation set: prints the share that passes,
// the share by kind of question, and every miss. Exits 1 under 95%.
// Run: node --import tsx scripts/chat-eval.ts
// CHAT_EVAL_BATCH=ninth scores the newest batch alone, before it joins the gated set.
import { createAssistant } from "../server/features/chat/assistant/assistant.ts";
import { UNSEEN_NINTH_CASES } from "../server/features/chat/evaluation/cases/unseen-ninth.ts";
import { EVALUATION_CASES } from "../server/features/chat/evaluation/questions.ts";
import { evaluate, report } from "../server/features/chat/evaluation/run-evaluation.ts";

const cases = process.env.CHAT_EVAL_BATCH === "ninth" ? UNSEEN_NINTH_CASES : EVALUATION_CASES;
const { share, lines } = report(evaluate(createAssistant(), cases));
console.log(lines.join("\n"));
process.exitCode = share >= 0.95 ? 0 : 1;
