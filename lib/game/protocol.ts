/**
 * The whole wire protocol between the browser and the server, in one place and free of zod:
 * socket.io events in both directions, payload and ack types, error codes and the protocol
 * version. A page imports this without loading zod; the server parses every incoming payload
 * with the schemas in `schemas.ts` before a handler runs.
 *
 * Events are `noun:verb`: commands imperative (`move:submit`), broadcasts past tense
 * (`move:applied`). Bump PROTOCOL_VERSION on any incompatible change.
 */
import { LEVELS, type Level } from "../sudoku/level";
import type { Move } from "./move";
import {
  ERROR_CODES,
  type Ack,
  type ErrorCode,
  type HintCounts,
  type ProtocolError,
} from "./protocol-core";
import type { ChallengeClientEvents } from "./challenge-protocol";
import type { RoomClientEvents, RoomServerEvents } from "./room-protocol";
import { GAME_STATUS, MAX_MISTAKES, type GameStatus } from "./rules";

export const PROTOCOL_VERSION = 3;

export { LEVELS, type Level };
export { GAME_STATUS, MAX_MISTAKES, type GameStatus };
export { ERROR_CODES, type Ack, type ErrorCode, type HintCounts, type ProtocolError };

/** Limits both sides know: the client stops before the server has to refuse. */
export const LIMITS = {
  /** Moves in one game's log; past it, `move:submit` answers `limit`. */
  movesPerGame: 5_000,
  /** Bytes of move payloads (JSON) in one game's log. */
  logBytesPerGame: 1_000_000,
} as const;

// ---------------------------------------------------------------- creating a game

/** `game:create`: a generated puzzle at a level, or a given puzzle (from the solver page). */
export interface CreateGameInput {
  level?: Level;
  puzzle?: string;
  mistakeChecking?: boolean;
}

/** `daily:start`: today's daily (the server's UTC date), resumed when already begun. */
export interface StartDailyInput {
  date: string;
}

// ---------------------------------------------------------------- shared shapes

export interface TimerState {
  /** Active playing time so far, by the server's clock. */
  elapsedMs: number;
  /** Whether the clock runs now (false while paused, with no tab open, or after the end). */
  running: boolean;
  /** The player paused it on purpose: a join, a reload or a resync never restarts it. */
  paused: boolean;
}

export interface GameRating {
  hardest: string;
  hardestName: string;
  score: number;
}

/** Hint levels, cheapest first: name the technique and region, show the cells, show the step. */
export const HINT_LEVELS = ["nudge", "cells", "step"] as const;
export type HintLevel = (typeof HINT_LEVELS)[number];

export const NO_HINTS: HintCounts = { nudge: 0, cells: 0, step: 0, check: 0 };

/**
 * Everything a client needs to show a game. The move log (not the board) is sent: the client
 * replays it with the shared reducer, which also rebuilds undo and redo exactly.
 */
export interface GameSnapshot {
  id: string;
  level: Level | "custom";
  /** The 81-character puzzle, 0 for empty. Never the solution. */
  givens: string;
  /**
   * The log holds `fromVersion` moves before the ones listed: 0 for the whole log, or the
   * `sinceVersion` the client joined with, when it can be served as a tail.
   */
  fromVersion: number;
  /** The moves after `fromVersion`, in order. */
  moves: Move[];
  /** The client's moveId of each move in `moves`, same order: a client that resyncs drops
   * the pending moves the log already holds instead of applying them twice. */
  moveIds: string[];
  /** How many moves the server has applied: the version of this game's log. */
  version: number;
  status: GameStatus;
  mistakeChecking: boolean;
  mistakes: number;
  hints: HintCounts;
  /** Cells whose digit the server knows to be wrong (only with mistake checking on). */
  wrongCells: number[];
  timer: TimerState;
  rating: GameRating;
  createdAt: string;
  finishedAt: string | null;
  /** The solution, only once the game is over ("Show solution"); null while it is played. */
  solution: string | null;
}

/** One unfinished game, as Home and /play list it under "Continue". */
export interface GameSummary {
  id: string;
  level: Level | "custom";
  elapsedMs: number;
  /** Cells the player has filled, out of `toFill` empty cells in the puzzle. */
  filled: number;
  toFill: number;
  /** Last time the game changed (ISO). */
  updatedAt: string;
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

/**
 * A hint. `mistake` names ONE wrong digit's cell; `missing` names ONE cell whose centre marks
 * lack its solution digit (never which digit). A `step` is graded: at `nudge` only the
 * technique, its name, the units and a sentence such as "Look at box 2: a pointing pair";
 * at `cells` also the cells and digits; at `step` everything, ready to apply.
 */
export type HintView =
  | { kind: "mistake"; cells: number[]; explanation: string }
  | { kind: "missing"; cells: number[]; explanation: string }
  | { kind: "step"; level: HintLevel; step: StepView }
  | { kind: "solved" };

// ---------------------------------------------------------------- acks and errors
// ERROR_CODES, ProtocolError and Ack live in protocol-core.ts (re-exported above).

// ---------------------------------------------------------------- socket.io events

/** Any command about one game: leave, pause, resume. */
export interface GameCommandInput {
  gameId: string;
}

/**
 * `timer:pause`. `hidden`: the page stopped the clock because its tab was hidden or closed, not
 * the player; the next join or move starts it again (a player's pause holds until resume).
 */
export interface PauseInput {
  gameId: string;
  hidden?: boolean;
}

/** `game:join`: with `sinceVersion`, the snapshot may carry only the moves after it. */
export interface JoinGameInput {
  gameId: string;
  sinceVersion?: number;
}

export interface HintRequestInput {
  gameId: string;
  level: HintLevel;
}

/**
 * `moveId` is chosen by the client and unique per move: a retried submit with the same id is
 * acknowledged again without being applied twice; the same id with another move is `conflict`.
 * A `step` move must be exactly the last step the server handed out at level `step`.
 */
export interface SubmitMoveInput {
  gameId: string;
  moveId: string;
  move: Move;
}

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
  hints: HintCounts;
  timer: TimerState;
  finishedAt: string | null;
  /** The solution once the game is over (the event that ends it carries it); null before. */
  solution: string | null;
}

export interface MoveAck {
  version: number;
  status: GameStatus;
  mistakes: number;
  wrongCells: number[];
  /** True when this moveId had been applied before (a retry). */
  duplicate: boolean;
}

/**
 * Payload types say what a well-behaved client sends; the server still parses every payload
 * with the schemas, because a socket can send anything.
 */
export interface ClientToServerEvents extends RoomClientEvents, ChallengeClientEvents {
  "game:create": (payload: CreateGameInput, ack: (result: Ack<{ gameId: string }>) => void) => void;
  "daily:start": (payload: StartDailyInput, ack: (result: Ack<{ gameId: string }>) => void) => void;
  "game:list": (
    payload: Record<string, never>,
    ack: (result: Ack<{ games: GameSummary[] }>) => void,
  ) => void;
  "game:join": (
    payload: JoinGameInput,
    ack: (result: Ack<{ snapshot: GameSnapshot }>) => void,
  ) => void;
  "game:leave": (payload: GameCommandInput, ack: (result: Ack<object>) => void) => void;
  "move:submit": (payload: SubmitMoveInput, ack: (result: Ack<MoveAck>) => void) => void;
  "hint:request": (
    payload: HintRequestInput,
    ack: (result: Ack<{ hint: HintView; hints: HintCounts }>) => void,
  ) => void;
  "timer:pause": (payload: PauseInput, ack: (result: Ack<{ timer: TimerState }>) => void) => void;
  "timer:resume": (
    payload: GameCommandInput,
    ack: (result: Ack<{ timer: TimerState }>) => void,
  ) => void;
}

export interface ServerToClientEvents extends RoomServerEvents {
  "move:applied": (event: MoveApplied) => void;
  "game:updated": (event: GameUpdated) => void;
  /** The account's sessions ended (signed out everywhere, password changed, account deleted):
   * sent just before the server closes this socket, so the page can say why. */
  "session:ended": (event: SessionEnded) => void;
  /** This process is shutting down (a deploy): reconnect now, through the proxy, to another
   * (lib/game/drain.ts). Sent once, just before it stops serving the socket. */
  "server:draining": (event: ServerDraining) => void;
}

/** See "server:draining". */
export interface ServerDraining {
  /** Reconnect within this many milliseconds (a random delay spreads the herd). */
  reconnectWithinMs: number;
}

export interface SessionEnded {
  message: string;
}

/** What a page whose session ended is told. */
export const SESSION_ENDED_MESSAGE =
  "You were signed out everywhere (from another device, or your password changed). Sign in again to go on.";

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no inter-server events yet
export interface InterServerEvents {}

export interface SocketData {
  guestId: string;
  /** A signed-in player's account name: the name they race under. */
  displayName?: string;
  /** A signed-in player's session epoch at the handshake: commands re-check it. */
  sessionEpoch?: number;
}

/** The client's handshake `auth` payload. */
export interface Handshake {
  protocol: number;
}

/**
 * A refused handshake reaches the client as a `connect_error` whose `data` is this: the page
 * shows `message` (out-of-date page, refused origin, too many connections).
 */
export type HandshakeRefusal = ProtocolError;
