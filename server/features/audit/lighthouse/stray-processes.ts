/**
 * Lighthouse's Chromium is started detached by chrome-launcher. When an audit
 * ends before the runner reported the browser's pid (a timeout while Chromium
 * starts, a runner that crashed), killing the runner leaves that browser
 * behind for good — seen on a server that audited for an afternoon. Every
 * audit's browser has its own profile folder on its command line, so after
 * the audit every process that names the folder is ended (Linux: /proc).
 */
import fs from "node:fs";

/** Ids of this machine's processes whose command line contains `marker`; none where /proc is missing. */
export function processesNaming(marker: string): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(marker)) found.push(Number(entry));
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return found;
}

/** SIGKILL to every process naming `marker`; how many were found. */
export function killProcessesNaming(marker: string): number {
  const pids = processesNaming(marker);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  return pids.length;
}
