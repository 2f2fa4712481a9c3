/**
 * pino's JSON line as a person reads it in a terminal, pure:
 *
 *   14:02:11.250 INFO  race started  room=K7QW race=Yc… racers=3
 *   14:02:12.003 ERROR move:submit failed  socket=Ab… game=g1
 *       Error: boom
 *           at …
 *
 * Written here rather than taking pino-pretty: a few lines, no dependency, and it runs on the
 * logging thread without a worker.
 */

/** Fields every line has, shown in the line's head or not at all. */
const HEAD_KEYS = new Set(["level", "time", "msg", "pid", "hostname", "err"]);

export function readableLine(line: string): string {
  let entry: unknown;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return line;
  const fields = entry as Record<string, unknown>;
  const time = typeof fields.time === "string" ? fields.time.slice(11, 23) : "";
  const level = String(fields.level ?? "")
    .toUpperCase()
    .padEnd(5);
  const message = typeof fields.msg === "string" ? fields.msg : "";
  const rest = Object.entries(fields)
    .filter(([key]) => !HEAD_KEYS.has(key))
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  const head = [time, level, message].filter(Boolean).join(" ");
  return `${rest.length ? `${head}  ${rest.join(" ")}` : head}${errorBlock(fields.err)}\n`;
}

/** An error's stack (or message) indented under its line. */
function errorBlock(err: unknown): string {
  if (err === undefined || err === null) return "";
  const text =
    typeof err === "object"
      ? String(
          (err as { stack?: unknown }).stack ??
            (err as { message?: unknown }).message ??
            JSON.stringify(err),
        )
      : String(err);
  return `\n${text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n")}`;
}
