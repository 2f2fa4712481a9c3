/**
 * CPU time and resident memory of another process, from Linux's /proc: how the loadtest
 * measures server processes it did not start in its own (`--nodes`).
 */
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU time of `pid` so far, in µs (like process.cpuUsage); 0 once it is gone. */
export function cpuUsageOf(pid: number): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces: fields are counted after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const micros = (ticks: string) => (Number(ticks) / TICKS_PER_SECOND) * 1e6;
    return { user: micros(fields[11]), system: micros(fields[12]) };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** Resident memory of `pid` in bytes; 0 once it is gone. */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}
