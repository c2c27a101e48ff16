// Reply time of the built-in assistant (issue: chat § Done when — p95 under 20 ms).
// Run: node --import tsx scripts/bench-chat.ts
import { createAssistant } from "../server/features/chat/assistant/assistant.ts";
import { EVALUATION_CASES } from "../server/features/chat/evaluation/questions.ts";

const respond = createAssistant();
const timings: number[] = [];
const rounds = 20;
for (let round = 0; round < rounds; round++) {
  for (const testCase of EVALUATION_CASES) {
    const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
    for (const question of testCase.thread) {
      messages.push({ role: "user", content: question });
      const started = performance.now();
      const reply = respond(messages);
      timings.push(performance.now() - started);
      messages.push({ role: "assistant", content: reply.text });
    }
  }
}
timings.sort((a, b) => a - b);
const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
console.log(
  `built-in assistant: ${timings.length} replies, median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`,
);
