/**
 * The whole wire protocol between the browser and the server, in one place: HTTP bodies,
 * socket.io events in both directions, acks and errors. The server parses every incoming
 * payload with these schemas before a handler runs; the client is typed by the same maps.
 *
 * Events are `noun:verb`: commands imperative (`move:submit`), broadcasts past tense
 * (`move:applied`). Bump PROTOCOL_VERSION on any incompatible change.
 */
import { z } from "zod";
import { LEVELS, type Level } from "../sudoku/level";
import { moveSchema, type Move } from "./move";
import { GAME_STATUS, MAX_MISTAKES, type GameStatus } from "./rules";

export const PROTOCOL_VERSION = 1;

export { LEVELS, type Level };
export const levelSchema = z.enum(LEVELS);

export { GAME_STATUS, MAX_MISTAKES, type GameStatus };

export const gameIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, "not a game id");

/** An 81-character puzzle: digits, and 0 or . for empty (validated again by the engine). */
export const puzzleTextSchema = z
  .string()
  .trim()
  .regex(/^[0-9.]{81}$/, "a puzzle is 81 characters: 1-9, and 0 or . for empty");

// ---------------------------------------------------------------- creating a game

/** `game:create`: a generated puzzle at a level, or a given puzzle (from the solver page). */
export const createGameSchema = z
  .object({
    level: levelSchema.optional(),
    puzzle: puzzleTextSchema.optional(),
    mistakeChecking: z.boolean().default(false),
  })
  .strict()
  .refine((b) => (b.level === undefined) !== (b.puzzle === undefined), {
    message: "give either a level or a puzzle",
  });
export type CreateGameInput = z.input<typeof createGameSchema>;

// ---------------------------------------------------------------- shared shapes

export interface TimerState {
  /** Active playing time so far, by the server's clock. */
  elapsedMs: number;
  /** Whether the clock runs now (false while paused or after the end). */
  running: boolean;
}

export interface GameRating {
  hardest: string;
  hardestName: string;
  score: number;
}

/**
 * Everything a client needs to show a game. The move log (not the board) is sent: the client
 * replays it with the shared reducer, which also rebuilds undo and redo exactly.
 */
export interface GameSnapshot {
  id: string;
  level: Level | "custom";
  /** The 81-character puzzle, 0 for empty. Never the solution. */
  givens: string;
  moves: Move[];
  /** The client's moveId of each move in `moves`, same order: a client that resyncs drops
   * the pending moves the log already holds instead of applying them twice. */
  moveIds: string[];
  /** How many moves the server has applied: the version of this game's log. */
  version: number;
  status: GameStatus;
  mistakeChecking: boolean;
  mistakes: number;
  hintsUsed: number;
  /** Cells whose digit the server knows to be wrong (only with mistake checking on). */
  wrongCells: number[];
  timer: TimerState;
  rating: GameRating;
  createdAt: string;
  finishedAt: string | null;
}

export interface CellDigit {
  cell: number;
  digit: number;
}

/** A logical step as the hint panel and the solver page show it. */
export interface StepView {
  technique: string;
  name: string;
  placements: CellDigit[];
  eliminations: CellDigit[];
  cells: number[];
  units: number[];
  digits: number[];
  explanation: string;
}

export type HintView =
  | { kind: "mistake"; cells: number[]; explanation: string }
  | { kind: "step"; step: StepView }
  | { kind: "solved" };

// ---------------------------------------------------------------- acks and errors

export const ERROR_CODES = {
  badRequest: "bad_request",
  notFound: "not_found",
  forbidden: "forbidden",
  gameOver: "game_over",
  rateLimited: "rate_limited",
  unavailable: "unavailable",
  internal: "internal",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ProtocolError {
  code: ErrorCode;
  message: string;
}

export type Ack<T> = ({ ok: true } & T) | { ok: false; error: ProtocolError };

// ---------------------------------------------------------------- socket.io events

/** Any command about one game: join, leave, hint, pause, resume. */
export const gameCommandSchema = z.object({ gameId: gameIdSchema }).strict();

/**
 * `moveId` is chosen by the client and unique per move: a retried submit with the same id is
 * acknowledged again without being applied twice.
 */
export const submitMoveSchema = z
  .object({
    gameId: gameIdSchema,
    moveId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "not a move id"),
    move: moveSchema,
  })
  .strict();
export type SubmitMoveInput = z.infer<typeof submitMoveSchema>;

export interface MoveApplied {
  gameId: string;
  version: number;
  moveId: string;
  move: Move;
  status: GameStatus;
  mistakes: number;
  wrongCells: number[];
}

export interface GameUpdated {
  gameId: string;
  status: GameStatus;
  mistakes: number;
  hintsUsed: number;
  timer: TimerState;
  finishedAt: string | null;
}

export interface MoveAck {
  version: number;
  status: GameStatus;
  mistakes: number;
  wrongCells: number[];
  /** True when this moveId had been applied before (a retry). */
  duplicate: boolean;
}

export type GameCommandInput = z.infer<typeof gameCommandSchema>;

/**
 * Payload types say what a well-behaved client sends; the server still parses every payload
 * with the schemas above, because a socket can send anything.
 */
export interface ClientToServerEvents {
  "game:create": (payload: CreateGameInput, ack: (result: Ack<{ gameId: string }>) => void) => void;
  "game:join": (
    payload: GameCommandInput,
    ack: (result: Ack<{ snapshot: GameSnapshot }>) => void,
  ) => void;
  "game:leave": (payload: GameCommandInput, ack: (result: Ack<object>) => void) => void;
  "move:submit": (payload: SubmitMoveInput, ack: (result: Ack<MoveAck>) => void) => void;
  "hint:request": (
    payload: GameCommandInput,
    ack: (result: Ack<{ hint: HintView; hintsUsed: number }>) => void,
  ) => void;
  "timer:pause": (
    payload: GameCommandInput,
    ack: (result: Ack<{ timer: TimerState }>) => void,
  ) => void;
  "timer:resume": (
    payload: GameCommandInput,
    ack: (result: Ack<{ timer: TimerState }>) => void,
  ) => void;
}

export interface ServerToClientEvents {
  "move:applied": (event: MoveApplied) => void;
  "game:updated": (event: GameUpdated) => void;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no inter-server events yet
export interface InterServerEvents {}

export interface SocketData {
  guestId: string;
}

/** The client's handshake `auth` payload. */
export const handshakeSchema = z.object({ protocol: z.literal(PROTOCOL_VERSION) }).passthrough();
