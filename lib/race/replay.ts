/**
 * The analysis behind a race replay: every racer's board at any instant of the race, how
 * their filled cells grew, where they stalled, and when each of them got past the step the
 * engine rates hardest. Pure: the replay page runs it in the browser on the server's log.
 */
import { applyMove, createBoard, type BoardState } from "../game/board";
import type { ReplayData, ReplayMove, ReplayRacer } from "../game/room-protocol";
import { gridFrom, type Grid } from "../sudoku/grid";
import { rateWithSteps } from "../sudoku/rating";
import type { Placement, Step, TechniqueId } from "../sudoku/step";

/** A gap between a racer's moves long enough to call a stall. */
export const STALL_MIN_MS = 20_000;
/** Stalls shown per racer: the longest ones. */
export const STALLS_PER_RACER = 3;

/** One move on a racer's lane: digits (placed, erased, undone) stand out from notes. */
export interface MoveTick {
  atMs: number;
  kind: "digit" | "note";
}

/** A point of the filled-cells-over-time series: the count after a change. */
export interface FilledPoint {
  atMs: number;
  filled: number;
}

/** A long pause in a racer's moves: from one move (or the start) to the next. */
export interface Stall {
  fromMs: number;
  toMs: number;
  durationMs: number;
  /** Empty cells on the racer's board during the stall. */
  empty: number;
}

/** The step the engine rates hardest, and the cells that show a racer got past it. */
export interface HardestStep {
  technique: TechniqueId;
  name: string;
  step: Step;
  /** The step's placements; for an elimination-only step, the first placements it unlocks. */
  targets: Placement[];
}

/**
 * A racer's board after each move: `states[0]` is the start, `states[i + 1]` the board after
 * the move made at `atMs[i]`. Built once, so scrubbing is a search, not a replay.
 */
export interface RacerBoards {
  atMs: number[];
  states: BoardState[];
}

export interface RacerReplay {
  racer: ReplayRacer;
  boards: RacerBoards;
  ticks: MoveTick[];
  filled: FilledPoint[];
  /** Longest first. */
  stalls: Stall[];
  /** When the racer's board first held every target cell correctly; null if never. */
  hardestAtMs: number | null;
}

export interface RaceReplay {
  givens: Grid;
  solution: Grid;
  /** Empty cells of the puzzle. */
  toFill: number;
  /** From the start to the end of the race. */
  durationMs: number;
  hardest: HardestStep | null;
  racers: RacerReplay[];
}

/**
 * Analyses a finished race for the replay page.
 *
 * @example
 * const race = analyseReplay(replay);
 * race.hardest?.name; // "X-wing"
 * race.racers[0].hardestAtMs; // 222_000: the first racer got past it at 3:42
 */
export function analyseReplay(data: ReplayData): RaceReplay {
  const givens = gridFrom(data.givens);
  const solution = gridFrom(data.solution);
  const hardest = hardestStep(givens, solution, data.rating.hardest);
  // The race's end, or its last move if later: every move must be reachable on the timeline
  // (the end is stamped by the server's clock, the moves by the database's).
  const lastMove = Math.max(0, ...data.racers.map((r) => r.moves[r.moves.length - 1]?.atMs ?? 0));
  const durationMs = Math.max(0, data.finishedAt - data.startsAt, lastMove);
  return {
    givens,
    solution,
    toFill: givens.filter((v) => v === 0).length,
    durationMs,
    hardest,
    racers: data.racers.map((racer) => {
      const boards = racerBoards(givens, racer.moves);
      return {
        racer,
        boards,
        ticks: moveTicks(boards),
        filled: filledSeries(boards),
        stalls: findStalls(boards),
        hardestAtMs: hardest ? reachedAt(boards, hardest.targets) : null,
      };
    }),
  };
}

/** Replays a racer's log once, keeping every board (moves in time order, as logged). */
export function racerBoards(givens: Grid, moves: readonly ReplayMove[]): RacerBoards {
  const atMs: number[] = [];
  const states: BoardState[] = [createBoard(givens)];
  for (const { atMs: at, move } of moves) {
    atMs.push(Math.max(at, atMs.length ? atMs[atMs.length - 1] : 0));
    states.push(applyMove(states[states.length - 1], move));
  }
  return { atMs, states };
}

/**
 * The racer's board at an instant of the race: after every move made at or before `atMs`.
 *
 * @example
 * boardAt(race.racers[0].boards, 90_000); // 1:30 into the race
 */
export function boardAt(boards: RacerBoards, atMs: number): BoardState {
  // The number of moves made by atMs: the first index whose time is later.
  let lo = 0;
  let hi = boards.atMs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (boards.atMs[mid] <= atMs) lo = mid + 1;
    else hi = mid;
  }
  return boards.states[lo];
}

/** Cells the player has filled (givens not counted). */
export function filledCells(board: BoardState): number {
  let filled = 0;
  for (let c = 0; c < 81; c++) if (!board.givens[c] && board.cells[c].value) filled++;
  return filled;
}

function moveTicks(boards: RacerBoards): MoveTick[] {
  return boards.atMs.map((atMs, i) => ({
    atMs,
    kind: changesValues(boards.states[i], boards.states[i + 1]) ? "digit" : "note",
  }));
}

function changesValues(before: BoardState, after: BoardState): boolean {
  if (before === after) return false;
  return before.cells.some((c, i) => c.value !== after.cells[i].value);
}

/** The count at the start, then a point each time it changes. */
function filledSeries(boards: RacerBoards): FilledPoint[] {
  const points: FilledPoint[] = [{ atMs: 0, filled: filledCells(boards.states[0]) }];
  boards.atMs.forEach((atMs, i) => {
    const filled = filledCells(boards.states[i + 1]);
    if (filled !== points[points.length - 1].filled) points.push({ atMs, filled });
  });
  return points;
}

/**
 * The longest gaps between moves (the wait before the first move counts: reading the grid
 * for a minute is a stall too). Only gaps of STALL_MIN_MS or more; the STALLS_PER_RACER
 * longest, longest first, earlier first on a tie.
 */
export function findStalls(
  boards: RacerBoards,
  minMs = STALL_MIN_MS,
  limit = STALLS_PER_RACER,
): Stall[] {
  const stalls: Stall[] = [];
  let fromMs = 0;
  boards.atMs.forEach((toMs, i) => {
    if (toMs - fromMs >= minMs) {
      const board = boards.states[i];
      const empty = board.cells.filter((c) => c.value === 0).length;
      stalls.push({ fromMs, toMs, durationMs: toMs - fromMs, empty });
    }
    fromMs = Math.max(fromMs, toMs);
  });
  return stalls.sort((a, b) => b.durationMs - a.durationMs || a.fromMs - b.fromMs).slice(0, limit);
}

/**
 * The first step of the rated logical solution that uses the rating's hardest technique,
 * with the placements that show a player got past it. Null for a puzzle that needs no step.
 */
export function hardestStep(givens: Grid, solution: Grid, technique: string): HardestStep | null {
  // The race's puzzle is proper (the server generated it): pass its solution, which skips the
  // uniqueness check and keeps the browser's work to the logical solve.
  const rated = rateWithSteps(givens, solution);
  const { steps } = rated;
  // The stored rating names the technique; should it not match this engine's (a puzzle rated
  // by an older engine), the engine's own rating decides.
  let index = steps.findIndex((s) => s.technique === technique);
  if (index < 0) index = steps.findIndex((s) => s.technique === rated.rating.hardest);
  if (index < 0) return null;
  const step = steps[index];
  const targets = step.placements.length ? step.placements : unlockedPlacements(steps, index);
  return { technique: step.technique, name: step.name, step, targets };
}

/**
 * The placements of the first step after `index` that places anything: the rated solution
 * goes on from the position the hardest step left, and it ends with a full grid, so some
 * later step places (none only if the solver gave up, which a proper puzzle never makes it).
 */
function unlockedPlacements(steps: readonly Step[], index: number): Placement[] {
  return steps.slice(index + 1).find((s) => s.placements.length)?.placements ?? [];
}

/** When the board first holds every target's digit; null if it never does (or no targets). */
export function reachedAt(boards: RacerBoards, targets: readonly Placement[]): number | null {
  if (!targets.length) return null;
  const holds = (board: BoardState) =>
    targets.every(({ cell, digit }) => board.cells[cell].value === digit);
  for (let i = 0; i < boards.atMs.length; i++) {
    if (holds(boards.states[i + 1])) return boards.atMs[i];
  }
  return null;
}
