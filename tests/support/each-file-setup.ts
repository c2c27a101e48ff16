/**
 * Runs before every test file. The files share their worker's modules (vitest.config.ts: `isolate: false`),
 * so state a support module keeps between calls is put back when a file ends: the next file starts as if
 * it were the first.
 */
import { afterAll } from "vitest";
import { resetFormTokenClock } from "./form-token";

afterAll(() => {
  resetFormTokenClock();
});
