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
  return { code: ERROR_CODES.internal, message: "Something went wrong on the server." };
}
