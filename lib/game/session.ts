/**
 * The browser's view of one game, as pure state transitions: no sockets, no React.
 *
 * Optimistic play: the `confirmed` board is the server's move log replayed; moves the player
 * made that the server has not acknowledged yet wait in `pending`; what the player sees is the
 * pending moves applied on top of the confirmed board. Acks and broadcasts advance the confirmed
 * board in version order; a gap in versions or a refused move asks for a fresh snapshot
 * (`needsResync`), after which the pending moves are submitted again (the server applies a
 * moveId once, so a retry is safe).
 */
import { gridFrom } from "../sudoku/grid";
import { applyMove, replayMoves, type BoardState } from "./board";
import type { Move } from "./move";
import type {
  ErrorCode,
  HintCounts,
  GameRating,
  GameSnapshot,
  GameStatus,
  GameUpdated,
  Level,
  MoveAck,
  MoveApplied,
  TimerState,
} from "./protocol";

export interface PendingMove {
  readonly moveId: string;
  readonly move: Move;
}

export interface SessionState {
  readonly gameId: string;
  readonly level: Level | "custom";
  readonly givens: readonly number[];
  readonly confirmed: BoardState;
  /** The version of the server's log that `confirmed` reflects. */
  readonly version: number;
  readonly pending: readonly PendingMove[];
  /** What the player sees: pending moves applied on the confirmed board. */
  readonly board: BoardState;
  readonly status: GameStatus;
  readonly mistakeChecking: boolean;
  readonly mistakes: number;
  readonly hints: HintCounts;
  readonly wrongCells: readonly number[];
  readonly timer: TimerState;
  /** `performance.now()`-style time at which `timer` was received, to tick locally. */
  readonly timerAt: number;
  readonly rating: GameRating;
  /** The solution, once the game is over; null while it is played. */
  readonly solution: string | null;
  /** Set when the client lost track of the server's log and must re-join. */
  readonly needsResync: boolean;
}

/**
 * A session from a `game:join` snapshot. Pending moves survive a resync: they are re-applied
 * on the new confirmed board and the caller submits them again.
 *
 * @example
 * let s = sessionFromSnapshot(snapshot, performance.now());
 * s = addPendingMove(s, { moveId: "m1b2c3d4", move: { type: "value", cells: [0], digit: 5 } });
 */
export function sessionFromSnapshot(
  snapshot: GameSnapshot,
  now: number,
  pending: readonly PendingMove[] = [],
): SessionState {
  const givens = gridFrom(snapshot.givens);
  const confirmed = replayMoves(givens, snapshot.moves);
  // A move whose ack was still on its way may already be in the log: applying it again on top
  // would double it (a second undo, a toggled-off mark).
  const logged = new Set(snapshot.moveIds);
  pending = pending.filter((p) => !logged.has(p.moveId));
  return {
    gameId: snapshot.id,
    level: snapshot.level,
    givens,
    confirmed,
    version: snapshot.version,
    pending,
    board: rebase(confirmed, pending),
    ...verdictOf(snapshot, now),
  };
}

/**
 * The session after a re-join. A tail snapshot (`fromVersion > 0`) holds only the moves after
 * the version we joined with: they are appended to our confirmed board. A full snapshot
 * replaces it. Either way the pending moves the log now holds are dropped by moveId and the
 * rest stay pending, for the caller to submit again with the same moveIds.
 *
 * Returns null when a tail does not start where our confirmed board ends (another game, or a
 * version we never had): the caller must ask for the whole log.
 *
 * @example
 * const next = mergeSnapshot(previous, snapshot, performance.now());
 * if (!next) rejoin({ sinceVersion: undefined });
 */
export function mergeSnapshot(
  previous: SessionState | null,
  snapshot: GameSnapshot,
  now: number,
): SessionState | null {
  const pending = previous?.gameId === snapshot.id ? previous.pending : [];
  if (snapshot.fromVersion === 0) return sessionFromSnapshot(snapshot, now, pending);
  if (!previous || previous.gameId !== snapshot.id || previous.version !== snapshot.fromVersion) {
    return null;
  }
  let confirmed = previous.confirmed;
  for (const move of snapshot.moves) confirmed = applyMove(confirmed, move);
  const logged = new Set(snapshot.moveIds);
  const left = pending.filter((p) => !logged.has(p.moveId));
  return {
    ...previous,
    confirmed,
    version: snapshot.version,
    pending: left,
    board: rebase(confirmed, left),
    ...verdictOf(snapshot, now),
  };
}

/** The server's word on the game in a snapshot: status, counts, clock and, once over, solution. */
function verdictOf(snapshot: GameSnapshot, now: number) {
  return {
    status: snapshot.status,
    mistakeChecking: snapshot.mistakeChecking,
    mistakes: snapshot.mistakes,
    hints: snapshot.hints,
    wrongCells: snapshot.wrongCells,
    timer: snapshot.timer,
    timerAt: now,
    rating: snapshot.rating,
    solution: snapshot.solution,
    needsResync: false,
  };
}

function rebase(confirmed: BoardState, pending: readonly PendingMove[]): BoardState {
  let board = confirmed;
  for (const p of pending) board = applyMove(board, p.move);
  return board;
}

/** The player made a move: show it at once; it is confirmed when the ack comes. */
export function addPendingMove(state: SessionState, pending: PendingMove): SessionState {
  return {
    ...state,
    pending: [...state.pending, pending],
    board: applyMove(state.board, pending.move),
  };
}

/** The server acknowledged one of our moves. */
export function applyAck(state: SessionState, moveId: string, ack: MoveAck): SessionState {
  const index = state.pending.findIndex((p) => p.moveId === moveId);
  if (index < 0) return state; // A second ack for a resubmitted move: already counted.
  const entry = state.pending[index];
  const pending = state.pending.filter((_, i) => i !== index);
  const results = { status: ack.status, mistakes: ack.mistakes, wrongCells: ack.wrongCells };
  if (ack.version <= state.version) {
    // Already in the log we hold (a retry after a resync): the confirmed board has it.
    return { ...state, pending, board: rebase(state.confirmed, pending) };
  }
  if (ack.version === state.version + 1 && index === 0) {
    const confirmed = applyMove(state.confirmed, entry.move);
    return {
      ...state,
      ...results,
      confirmed,
      version: ack.version,
      pending,
      board: rebase(confirmed, pending),
    };
  }
  // Another tab's move came in between and we have not seen it: we cannot order ours.
  return { ...state, ...results, needsResync: true };
}

/** The server refused one of our moves: drop it and resync, since later moves built on it. */
export function rejectMove(state: SessionState, moveId: string): SessionState {
  const pending = state.pending.filter((p) => p.moveId !== moveId);
  return { ...state, pending, board: rebase(state.confirmed, pending), needsResync: true };
}

/** Refusals after which a move is dropped: the server will never accept it as it stands. */
const FINAL_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "bad_request",
  "game_over",
  "forbidden",
  "not_found",
]);

/**
 * The server refused one of our moves with `code`. A final refusal drops it (`rejectMove`).
 * Anything else keeps it and resyncs, after which it is sent again under the same moveId:
 * busy, rate limited, or a `conflict` (its write lost a race with another server, or our
 * picture of the log was stale). The server applies a moveId once, and a snapshot that
 * already holds it drops it from `pending`, so sending it again never doubles it; dropping
 * it would lose a move the player saw accepted.
 *
 * @example
 * s = moveRefused(s, "mine0001", "conflict"); // kept, s.needsResync === true
 */
export function moveRefused(state: SessionState, moveId: string, code: ErrorCode): SessionState {
  if (FINAL_REFUSALS.has(code)) return rejectMove(state, moveId);
  return { ...state, needsResync: true };
}

/** A move from this player's other tab (or an echo of ours). */
export function applyRemoteMove(state: SessionState, event: MoveApplied): SessionState {
  if (event.gameId !== state.gameId) return state;
  const results = { status: event.status, mistakes: event.mistakes, wrongCells: event.wrongCells };
  const mine = state.pending.some((p) => p.moveId === event.moveId);
  if (mine) {
    return applyAck(state, event.moveId, { ...results, version: event.version, duplicate: false });
  }
  if (event.version <= state.version) return state;
  if (event.version !== state.version + 1) return { ...state, needsResync: true };
  const confirmed = applyMove(state.confirmed, event.move);
  return {
    ...state,
    ...results,
    confirmed,
    version: event.version,
    board: rebase(confirmed, state.pending),
  };
}

/** Status, timer, mistakes or hints changed on the server. */
export function applyGameUpdate(
  state: SessionState,
  event: GameUpdated,
  now: number,
): SessionState {
  if (event.gameId !== state.gameId) return state;
  return {
    ...state,
    status: event.status,
    mistakes: event.mistakes,
    hints: event.hints,
    timer: event.timer,
    timerAt: now,
    solution: event.solution ?? state.solution,
  };
}

/**
 * Why a hint cannot be asked for now, in words for the player; null when it can.
 *
 * @example
 * hintUnavailable(session, false) // "Reconnecting to the server…"
 */
export function hintUnavailable(state: SessionState | null, online: boolean): string | null {
  if (!online) return "Reconnecting to the server…";
  if (!state) return "Loading the game…";
  if (state.status !== "playing") return "The game is over.";
  if (state.timer.paused) return "The game is paused.";
  return null;
}

/** A new timer reading (from a pause or resume ack). */
export function applyTimer(state: SessionState, timer: TimerState, now: number): SessionState {
  return { ...state, timer, timerAt: now };
}

/** The elapsed time to show now: the server's reading plus local ticking while it runs. */
export function elapsedAt(state: Pick<SessionState, "timer" | "timerAt">, now: number): number {
  return state.timer.running
    ? state.timer.elapsedMs + Math.max(0, now - state.timerAt)
    : state.timer.elapsedMs;
}

/** A move id the server accepts (16 random bytes as hex), without needing a secure context. */
export function newMoveId(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(16));
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}
