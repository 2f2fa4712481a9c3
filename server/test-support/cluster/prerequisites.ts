/**
 * What the cluster tests need on this machine: PostgreSQL at 127.0.0.1:5432, redis-server,
 * nginx and a production build. Checked once per file; a file skips with one line saying what
 * is missing, so `npm test` still passes on a machine without them.
 */
import { execFileSync } from "node:child_process";
import { accepts } from "../../../scripts/cluster/processes";
import { missingTools } from "../../../scripts/cluster/cluster";

function hasRedisServer(): boolean {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Why the cluster tests cannot run here, or null when they can. Prints the reason once. */
export async function clusterUnavailable(): Promise<string | null> {
  const reasons: string[] = [];
  if (!(await accepts(5432))) reasons.push("no PostgreSQL at 127.0.0.1:5432");
  if (!hasRedisServer()) reasons.push("no redis-server (apt-get install redis-server)");
  const tools = missingTools();
  if (tools) reasons.push(tools);
  if (!reasons.length) return null;
  const reason = `cluster tests skipped: ${reasons.join("; ")}`;
  console.warn(reason);
  return reason;
}
