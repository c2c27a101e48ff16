// `npm test`: every check the project has, in order, stopping at the first failure:
// lint and format, types, production build, unit and API tests, end-to-end tests.
import "./require-node.mjs";
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const steps = [
  ["Lint and format (Biome)", "npx", ["biome", "check", "."]],
  ["Route types", "npx", ["react-router", "typegen"]],
  ["Type check", "npx", ["tsc", "--noEmit"]],
  ["Production build", "npm", ["run", "build"]],
  ["Unit and API tests (Vitest)", "npx", ["vitest", "run"]],
  ["End-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"]],
];

try {
  process.env.CHROME_PATH = ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const startedAt = Date.now();
for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
