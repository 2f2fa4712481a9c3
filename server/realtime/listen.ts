/**
 * The plumbing under every socket event: the payload's size is checked, then parsed with the
 * event's schema before its handler runs, and every outcome becomes the event's typed ack (a
 * GameError its protocol error, anything else a logged `unavailable`). An event nobody listens
 * to is answered too, so no client waits for nothing.
 */
import type { z } from "zod";
import {
  ERROR_CODES,
  type Ack,
  type ClientToServerEvents,
  type ProtocolError,
} from "@/lib/game/protocol";
import { GameError, toProtocolError } from "../games/errors";
import type { GameSocketServerSide } from "./types";

export type ClientEvent = keyof ClientToServerEvents;

/** What an event's ack carries on success: the `T` of its `Ack<T>`, from the protocol. */
type AckBody<E extends ClientEvent> = (Parameters<ClientToServerEvents[E]>[1] extends (
  result: Ack<infer T>,
) => void
  ? T
  : never) &
  object;

type Reply<T> = (result: Ack<T>) => void;

/** Where a failed handler is reported, with the ids of what it was about (log keys). */
export type HandlerLogError = (
  message: string,
  error: unknown,
  ids?: { game?: string; room?: string },
) => void;

/** Registers a listener for `event`: parses with `schema`, acks with the event's reply type. */
export type Listen = <E extends ClientEvent, S extends z.ZodType>(
  event: E,
  schema: S,
  handle: (input: z.output<S>) => Promise<AckBody<E>>,
) => void;

/** Listening with untyped arguments: a socket can send anything, in any number. */
interface RawListener {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** The socket's `on`, parsing and acking as above; unserved events are answered bad_request. */
export function listenTo(socket: GameSocketServerSide, logError: HandlerLogError): Listen {
  // An event nobody listens to still gets its typed answer, so no client waits for nothing.
  const served = new Set<string>();
  socket.onAny((event: string, ...args: unknown[]) => {
    if (served.has(event)) return;
    replyOf(args)({
      ok: false,
      error: { code: ERROR_CODES.badRequest, message: "There is no such event." },
    });
  });

  return <E extends ClientEvent, S extends z.ZodType>(
    event: E,
    schema: S,
    handle: (input: z.output<S>) => Promise<AckBody<E>>,
  ) => {
    served.add(event);
    (socket as unknown as RawListener).on(event, (...args: unknown[]) => {
      const reply = replyOf<AckBody<E>>(args);
      const payload = typeof args[0] === "function" ? undefined : args[0];
      if (oversized(payload)) {
        reply({
          ok: false,
          error: {
            code: ERROR_CODES.badRequest,
            message: "This payload is far larger than any request.",
          },
        });
        return;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        reply({ ok: false, error: badRequest(parsed.error) });
        return;
      }
      handle(parsed.data).then(
        (result) => succeed(reply, result),
        (error: unknown) => {
          if (!(error instanceof GameError)) {
            logError(`${event} failed`, error, idsOf(parsed.data));
          }
          reply({ ok: false, error: toProtocolError(error) });
        },
      );
    });
  };
}

/** The game and room a payload names, for the log line of its failure. */
function idsOf(input: unknown): { game?: string; room?: string } {
  if (typeof input !== "object" || input === null) return {};
  const { gameId, code } = input as { gameId?: unknown; code?: unknown };
  return {
    ...(typeof gameId === "string" && { game: gameId }),
    ...(typeof code === "string" && { room: code }),
  };
}

function succeed<T extends object>(reply: Reply<T>, result: T): void {
  reply({ ...result, ok: true });
}

/** The ack callback is the last argument, when the client asked for one. */
export function replyOf<T = never>(args: readonly unknown[]): Reply<T> {
  const last = args[args.length - 1];
  // The client's callback: whatever it is, it receives what the protocol says.
  return typeof last === "function" ? (last as Reply<T>) : () => {};
}

/** What a refusal may say: a few issues, short paths, one short line. */
const MAX_ISSUES = 3;
const MAX_PATH_SEGMENTS = 3;
const MAX_MESSAGE_CHARS = 300;
/** No payload of the protocol has more fields than this at any level. */
const MAX_KEYS = 16;
/** A step's eliminations (729 at most) are the longest list. */
const MAX_ITEMS = 729;
const MAX_DEPTH = 4;

/**
 * The error for a payload that failed its schema, capped so that a garbage payload cannot
 * make the server echo it back (zod lists every unrecognised key in one issue).
 */
export function badRequest(error: z.ZodError): ProtocolError {
  const message = error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => {
      const path = issue.path.slice(0, MAX_PATH_SEGMENTS).map(String).join(".");
      const more = issue.path.length > MAX_PATH_SEGMENTS ? ".…" : "";
      return path ? `${path}${more}: ${issue.message}` : issue.message;
    })
    .join("; ");
  return { code: ERROR_CODES.badRequest, message: clip(message, MAX_MESSAGE_CHARS) };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * A payload far larger than any the protocol has (an object with too many fields, an array
 * longer than a step's eliminations): refused before zod walks and reports every element.
 */
function oversized(payload: unknown, depth = 0): boolean {
  if (!payload || typeof payload !== "object") return false;
  if (depth > MAX_DEPTH) return true;
  const values = Array.isArray(payload) ? payload : Object.values(payload);
  if (values.length > (Array.isArray(payload) ? MAX_ITEMS : MAX_KEYS)) return true;
  return values.some((value) => oversized(value, depth + 1));
}
