/**
 * The cluster's own log lines (a process exited, a shutdown step failed), through the
 * server's logger so they read like the processes' own: readable by default, JSON with
 * LOG_FORMAT=json. What the command line prints for its user (usage, the URL to open) stays
 * plain output.
 */
import { LOG_LEVELS } from "../../server/env";
import { createLogger, type LogLevel } from "../../server/logging/logger";
import { readableLine } from "../../server/logging/readable-line";

const level = (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL ?? "")
  ? (process.env.LOG_LEVEL as LogLevel)
  : "info";

export const clusterLog = createLogger({
  level,
  format: process.env.LOG_FORMAT === "json" ? "json" : "pretty",
}).child({ component: "cluster" });

/** A process's output line as shown by the cluster: its JSON log lines made readable. */
export function shownLine(name: string, line: string): string {
  const shown = process.env.LOG_FORMAT === "json" ? line : readableLine(line).trimEnd();
  return `[${name}] ${shown}`;
}
