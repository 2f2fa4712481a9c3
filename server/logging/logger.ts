/**
 * The server's logger (pino): one JSON object per line for a log collector, or readable lines
 * for a person at a terminal (readable-line.ts). Every line has its level, time and message,
 * and the ids of what it is about under fixed keys (LOG_KEYS), so lines can be searched by
 * game, room, player, socket or request.
 *
 * What must never reach a log: a password, a session token, a cookie, a secret or a puzzle's
 * solution. Log calls pass ids, never such values; the redact paths below are the second
 * line, for a value that slips in (an error carrying a request's headers, a record logged
 * whole).
 */
import pino, { type DestinationStream, type Logger } from "pino";
import { readableLine } from "./readable-line";

export type { Logger };

/** The keys ids go under, the same on every line. */
export const LOG_KEYS = {
  request: "req",
  socket: "socket",
  player: "player",
  game: "game",
  room: "room",
  race: "race",
} as const;

export type LogFormat = "json" | "pretty";
export type LogLevel = pino.LevelWithSilent;

/** Fields whose value is replaced by "[redacted]" wherever a log call puts them. */
const SECRET_KEYS = [
  "password",
  "passwordHash",
  "newPassword",
  "currentPassword",
  "token",
  "sessionToken",
  "accessToken",
  "refreshToken",
  "cookie",
  "cookies",
  "authorization",
  "set-cookie",
  "secret",
  "NEXTAUTH_SECRET",
  "solution",
];

/** pino's paths for those keys at the top and up to three levels down (`err.meta.x`, `req.headers.cookie`). */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const leaf = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) =>
    leaf.startsWith("[") ? `${prefix}${leaf}` : `${prefix}.${leaf}`;
  return [leaf, join("*"), join("*.*"), join("*.*.*")];
});

export const REDACTED = "[redacted]";

export interface LoggerOptions {
  level: LogLevel;
  format: LogFormat;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
}

export function createLogger({ level, format, destination }: LoggerOptions): Logger {
  const out = destination ?? { write: (line: string) => void process.stdout.write(line) };
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      // Names, not pino's numbers: a person reading the JSON, and a collector's filter, want "error".
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    format === "json" ? out : { write: (line: string) => out.write(readableLine(line)) },
  );
}

/** The format a process gets unless LOG_FORMAT says: JSON in production, lines elsewhere. */
export function defaultFormat(nodeEnv: string): LogFormat {
  return nodeEnv === "production" ? "json" : "pretty";
}

/** What services take to report a failure: a message and the error, under `err`. */
export type LogError = (message: string, error: unknown) => void;

export function errorLogger(logger: Logger): LogError {
  return (message, error) => logger.error({ err: error }, message);
}
