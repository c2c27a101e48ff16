import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { killProcessesNaming, processesNaming } from "./stray-processes";

describe("ending the processes of one audit's browser", () => {
  it.runIf(process.platform === "linux")(
    "finds and ends every process naming the profile folder, and no other",
    async () => {
      const marker = `/tmp/audit-chromium-test-${process.pid}-${Date.now()}`;
      const keep = `/tmp/audit-chromium-other-${process.pid}-${Date.now()}`;
      const strays = [1, 2].map(() =>
        spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)", "--", `--user-data-dir=${marker}`], {
          stdio: "ignore",
        }),
      );
      const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)", "--", keep], { stdio: "ignore" });
      const exited = strays.map((child) => new Promise((resolve) => child.on("exit", resolve)));
      try {
        await sleep(200);
        expect(processesNaming(marker).sort()).toEqual(strays.map((child) => child.pid).sort());
        expect(killProcessesNaming(marker)).toBe(2);
        await Promise.all(exited);
        expect(processesNaming(marker)).toEqual([]);
        expect(other.exitCode).toBeNull();
      } finally {
        other.kill("SIGKILL");
      }
    },
  );
});
