// Reply time of the built-in assistant over the evaluation set (goal: p95 ≤ 20 ms).
// One warm-up message first (the server sends one at start, see service.ts); then
// the first round meets every message for the first time (cold spelling cache),
// and later rounds are what a running server sees for messages it has met before.
// Wall time and the process's CPU time are both reported: on a shared, loaded
// machine wall time includes waiting for a core, CPU time does not.
// Run: node --import tsx scripts/bench-chat.ts
import { createAssistant } from "../server/features/chat/assistant/assistant.ts";
import { EVALUATION_CASES } from "../server/features/chat/evaluation/questions.ts";
import { WARM_UP_MESSAGE } from "../server/features/chat/service.ts";

const respond = createAssistant();
respond([{ role: "user", content: WARM_UP_MESSAGE }]);
const rounds = 20;
const wall: number[][] = [[], []];
const cpu: number[][] = [[], []];
for (let round = 0; round < rounds; round++) {
  const slot = round === 0 ? 0 : 1;
  for (const testCase of EVALUATION_CASES) {
    const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
    for (const question of testCase.thread) {
      messages.push({ role: "user", content: question });
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const reply = respond(messages);
      const used = process.cpuUsage(cpuStarted);
      wall[slot]?.push(performance.now() - started);
      cpu[slot]?.push((used.user + used.system) / 1000);
      messages.push({ role: "assistant", content: reply.text });
    }
  }
}
function summary(timings: number[] = []) {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`;
}
console.log(
  `built-in assistant, first round (${wall[0]?.length} replies): wall ${summary(wall[0])}; CPU ${summary(cpu[0])}`,
);
console.log(
  `built-in assistant, rounds 2-${rounds} (${wall[1]?.length} replies): wall ${summary(wall[1])}; CPU ${summary(cpu[1])}`,
);
