import { ERROR_CODES, type ErrorCode, type ProtocolError } from "@/lib/game/protocol";

/** A refusal the client is told about: it becomes an `{ ok: false, error }` ack. */
export class GameError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = "GameError";
    this.code = code;
  }
}

/**
 * The error a client sees. Anything that is not a GameError is our bug or an outage: the
 * client gets a generic message, the log gets the details.
 */
export function toProtocolError(error: unknown): ProtocolError {
  if (error instanceof GameError) return { code: error.code, message: error.message };
  if (isOutage(error)) {
    // Nothing was written (a write that lost its connection is rolled back): the client keeps
    // the move and sends it again, and a person knows to wait a moment.
    return {
      code: ERROR_CODES.unavailable,
      message: "The server lost a connection for a moment: try again.",
    };
  }
  return { code: ERROR_CODES.internal, message: "Something went wrong on the server." };
}

/** Prisma's codes for a database it cannot reach, a closed connection, an exhausted pool. */
const PRISMA_OUTAGE = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** Node's codes for a connection refused, reset or timed out. */
const SOCKET_OUTAGE = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
/** PostgreSQL: connection exceptions (class 08), shutdown or termination (57P0x), too many connections. */
const SQLSTATE_OUTAGE = /^(08...|57P0[1-3]|53300)$/;
const MESSAGE_OUTAGE =
  /connection terminated|terminating connection|connection is closed|server has closed the connection|can't reach database|connection (refused|reset)|command timed out|max retries per request/i;

/**
 * Whether an error is the database (or its connection) going away rather than our bug. The
 * driver adapter wraps the driver's error: the chain of causes is walked a few levels down.
 */
export function isOutage(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, meta, originalCode } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: unknown;
    originalCode?: unknown;
  };
  for (const value of [code, originalCode]) {
    if (typeof value !== "string") continue;
    if (PRISMA_OUTAGE.has(value) || SOCKET_OUTAGE.has(value) || SQLSTATE_OUTAGE.test(value)) {
      return true;
    }
  }
  if (typeof message === "string" && MESSAGE_OUTAGE.test(message)) return true;
  if (isOutage(cause, depth + 1)) return true;
  if (typeof meta === "object" && meta !== null) {
    return Object.values(meta).some((value) => isOutage(value, depth + 1));
  }
  return false;
}
