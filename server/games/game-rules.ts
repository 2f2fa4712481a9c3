/**
 * The rules of one game, pure: given the game as it stands, a command and the server's time,
 * the game's next record, or a refusal (a GameError). No store, no timers, no bus: the live
 * game and the service do the writing and the telling.
 */
import { applyMove, replayMoves, valuesOf, type BoardState } from "@/lib/game/board";
import type { Move } from "@/lib/game/move";
import {
  ERROR_CODES,
  GAME_STATUS,
  LIMITS,
  MAX_MISTAKES,
  type HintCounts,
  type HintLevel,
} from "@/lib/game/protocol";
import { gridFrom, type Grid } from "@/lib/sudoku/grid";
import { elapsedMs, joinClock, pauseClock, resumeClock, type ClockState } from "./clock";
import { GameError } from "./errors";
import { StaleWriteError, onWallClock, type GameRecord, type StoredMove } from "./game-store";
import type { Hint } from "@/lib/sudoku/hint";
import { isIssuedStep } from "./hint-grading";
import { newMistakes, statusAfter } from "./verdict";

/** A game as the rules see it: its record, and the board its move log replays to. */
export interface GameState {
  record: GameRecord;
  readonly givens: Grid;
  readonly solution: Grid;
  board: BoardState;
  readonly moves: Move[];
  /** moveId -> seq, to recognise retried submits. */
  readonly moveSeqs: Map<string, number>;
  /** Bytes of the log's move payloads as JSON, against LIMITS.logBytesPerGame. */
  logBytes: number;
}

/**
 * The game rebuilt from its stored record and log. A clock still running in the store that
 * nobody `keepsRunning` (no tab open anywhere, not a wall clock) is stopped as of its last
 * start: the server stopped without closing it, and downtime must not count as play.
 */
export function gameFromStore(
  record: GameRecord,
  stored: readonly StoredMove[],
  keepsRunning: boolean,
): GameState {
  const givens = gridFrom(record.givens);
  const moves = stored.map((m) => m.move);
  return {
    record: keepsRunning
      ? record
      : { ...record, clock: pauseClock(record.clock, record.clock.resumedAt ?? 0) },
    givens,
    solution: gridFrom(record.solution),
    board: replayMoves(givens, moves),
    moves,
    moveSeqs: new Map(stored.map((m) => [m.moveId, m.seq])),
    logBytes: moves.reduce((sum, move) => sum + moveBytes(move), 0),
  };
}

/** What a submitted move comes to: acknowledged again (a retry), or a new record to append. */
export type MoveDecision =
  | { kind: "retry"; seq: number }
  | { kind: "apply"; next: GameRecord; board: BoardState; bytes: number };

/**
 * Decides a player's move. `reloaded`: the game was just read from the store, so a step the
 * record does not know was really never shown (before that, another server may have shown
 * it: StaleWriteError asks the caller to look at the store once).
 */
export function decideMove(
  game: GameState,
  command: { moveId: string; move: Move },
  now: number,
  reloaded: boolean,
): MoveDecision {
  const { record } = game;
  const { move } = command;
  const earlier = game.moveSeqs.get(command.moveId);
  if (earlier !== undefined) {
    // A retry repeats the same move; another move under the same id is a client bug that
    // must not be acknowledged as if it had been applied.
    if (!sameMove(game.moves[earlier - 1], move)) {
      throw new GameError(ERROR_CODES.conflict, "This move id was already used for another move.");
    }
    return { kind: "retry", seq: earlier };
  }
  if (record.status !== GAME_STATUS.playing) throw gameOver(record);
  refuseBeforeStart(record, now);
  // A step move places digits without the player typing them: only the step a hint showed in
  // full may be applied, or a paused player could fill the whole board in one move.
  const { issuedStep } = record;
  if (move.type === "step" && !(issuedStep && isIssuedStep(move, issuedStep))) {
    if (!reloaded) throw new StaleWriteError(record.id);
    throw new GameError(ERROR_CODES.badRequest, "Apply only a step the hint showed.");
  }
  if (onGivensOnly(game.givens, move)) {
    throw new GameError(ERROR_CODES.badRequest, "Givens cannot be changed.");
  }
  // Playing on a paused board would let the clock miss the thinking done meanwhile.
  if (record.clock.pausedByPlayer) {
    throw new GameError(ERROR_CODES.badRequest, "Resume the game first.");
  }
  const bytes = moveBytes(move);
  if (record.version >= LIMITS.movesPerGame || game.logBytes + bytes > LIMITS.logBytesPerGame) {
    throw new GameError(
      ERROR_CODES.limit,
      "This game's move log is full: no more moves can be saved. Start a new game.",
    );
  }
  // A move that changes nothing is still logged: the log is what the player did, and every
  // acknowledged move advances the version by one on both sides.
  const board = applyMove(game.board, move);
  // The count stops at the limit: one move over many cells ends the game at "3 of 3".
  const mistakes = record.mistakeChecking
    ? Math.min(MAX_MISTAKES, record.mistakes + newMistakes(game.board, board, move, game.solution))
    : record.mistakes;
  const status = statusAfter(board, game.solution, mistakes, record.mistakeChecking);
  const ended = status !== GAME_STATUS.playing;
  // A move restarts a clock stopped while nobody looked; the end stops it for good.
  const running = checkpoint(resumeClock(record.clock, now), now);
  const next: GameRecord = {
    ...record,
    mistakes,
    status,
    clock: ended ? pauseClock(running, now) : running,
    version: record.version + 1,
    revision: record.revision + 1,
    filled: filledCells(game.givens, board),
    updatedAt: new Date(now),
    finishedAt: ended ? new Date(now) : null,
    issuedStep: move.type === "step" ? null : record.issuedStep,
    startedAt: startedAtOf(record, running),
  };
  return { kind: "apply", next, board, bytes };
}

/** Refuses a hint on a game over, a race or challenge without hints, or a race not started. */
export function refuseHint(record: GameRecord, now: number): void {
  if (record.status !== GAME_STATUS.playing) throw gameOver(record);
  if (record.race && !record.race.hintsAllowed) {
    throw new GameError(ERROR_CODES.forbidden, "Hints are off in this race.");
  }
  if (record.challenge && !record.challenge.hintsAllowed) {
    throw new GameError(ERROR_CODES.forbidden, "Hints are off in this challenge.");
  }
  refuseBeforeStart(record, now);
}

/** The record after a hint was counted (`hints`), remembering a step shown in full. */
export function afterHint(
  record: GameRecord,
  hints: HintCounts,
  found: Hint,
  level: HintLevel,
  now: number,
): GameRecord {
  const shown = found.kind === "step" && level === "step" ? found.step : null;
  return {
    ...record,
    hints,
    revision: record.revision + 1,
    clock: checkpoint(record.clock, now),
    updatedAt: new Date(now),
    issuedStep: shown
      ? { placements: shown.placements, eliminations: shown.eliminations }
      : record.issuedStep,
  };
}

/** The clock once a tab opens the game; a wall clock starts at the first join, then stays. */
export function clockOnJoin(record: GameRecord, now: number): ClockState {
  if (record.status !== GAME_STATUS.playing) return record.clock;
  if (onWallClock(record) && record.clock.resumedAt !== null) return record.clock;
  return joinClock(record.clock, now);
}

/** A clock the player or the page changes; a race or daily clock and a game over stay. */
export function changedClock(
  record: GameRecord,
  change: (clock: ClockState, now: number) => ClockState,
  now: number,
): ClockState {
  return record.status === GAME_STATUS.playing && !onWallClock(record)
    ? change(record.clock, now)
    : record.clock;
}

/** The record with a new clock (the same write for a join, a pause, a resume, a stop). */
export function withClock(record: GameRecord, clock: ClockState, now: number): GameRecord {
  return {
    ...record,
    clock,
    revision: record.revision + 1,
    updatedAt: new Date(now),
    startedAt: startedAtOf(record, clock),
  };
}

/** A racer gives up (or is forfeited): over and unsolved, time stopped; null when already over. */
export function afterGiveUp(
  record: GameRecord,
  forfeited: boolean,
  now: number,
): GameRecord | null {
  if (record.status !== GAME_STATUS.playing) return null;
  return {
    ...record,
    status: GAME_STATUS.failed,
    gaveUp: true,
    forfeited,
    clock: pauseClock(checkpoint(record.clock, now), now),
    revision: record.revision + 1,
    updatedAt: new Date(now),
    finishedAt: new Date(now),
  };
}

/**
 * Banks a running clock's time at every write, so that after a crash only the time since the
 * last write is lost.
 */
function checkpoint(clock: ClockState, now: number): ClockState {
  return clock.resumedAt === null
    ? clock
    : { ...clock, activeMs: elapsedMs(clock, now), resumedAt: now };
}

/**
 * When the game's clock first started: kept once set, else the start of the clock's current
 * run (the first join, resume or move). A result's start time; race games have their start.
 */
function startedAtOf(record: GameRecord, clock: ClockState): Date | null {
  if (record.startedAt) return record.startedAt;
  return clock.resumedAt === null ? null : new Date(clock.resumedAt);
}

/** A race game before the room's start instant: nothing may be seen or played yet. */
export function refuseBeforeStart(record: GameRecord, now: number): void {
  if (!record.race || now >= record.race.startsAt) return;
  const seconds = Math.ceil((record.race.startsAt - now) / 1000);
  throw new GameError(ERROR_CODES.tooEarly, `The race starts in ${seconds} s.`);
}

function gameOver(record: GameRecord): GameError {
  const how = record.status === GAME_STATUS.solved ? "solved" : "lost";
  return new GameError(ERROR_CODES.gameOver, `This game is over: it was ${how}.`);
}

/** Whether two moves are the same, whatever the order of their keys. */
function sameMove(a: Move | undefined, b: Move): boolean {
  const canonical = (move: Move | undefined) =>
    JSON.stringify(move, (_, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)))
        : value,
    );
  return canonical(a) === canonical(b);
}

/** A digit or mark move whose every cell is a given: it could only ever be refused by the board. */
function onGivensOnly(givens: Grid, move: Move): boolean {
  if (
    move.type !== "value" &&
    move.type !== "erase" &&
    move.type !== "corner" &&
    move.type !== "centre"
  ) {
    return false;
  }
  return move.cells.every((cell) => givens[cell] !== 0);
}

/** A move's share of the log's byte budget: its JSON, as stored. */
export function moveBytes(move: Move): number {
  return Buffer.byteLength(JSON.stringify(move));
}

/** Empty cells of the puzzle that hold a digit on this board. */
function filledCells(givens: Grid, board: BoardState): number {
  const values = valuesOf(board);
  return givens.filter((given, cell) => given === 0 && values[cell] !== 0).length;
}
