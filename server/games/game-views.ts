/**
 * What a game looks like from outside, pure: the snapshot a tab joins with, the update its
 * tabs hear, a move's verdict, a "Continue" summary, and the GameCommitted a room or another
 * process hears. The solution leaves only through `solutionOnceOver`.
 */
import type {
  GameSnapshot,
  GameSummary,
  GameUpdated,
  HintCounts,
  MoveAck,
} from "@/lib/game/protocol";
import { GAME_STATUS } from "@/lib/game/protocol";
import { dailyDateOf } from "@/lib/daily/dates";
import { elapsedMs, timerView } from "./clock";
import type { GameRecord } from "./game-store";
import type { GameState } from "./game-rules";
import { wrongCells } from "./verdict";

/** A game's state after a write: what a race room, or a cache elsewhere, needs to know. */
export interface GameCommitted {
  gameId: string;
  guestId: string;
  raceId: string | null;
  version: number;
  /** Every write bumps it: a cache holding a lower one is stale. */
  revision: number;
  filled: number;
  status: GameRecord["status"];
  gaveUp: boolean;
  forfeited: boolean;
  mistakes: number;
  hints: HintCounts;
  finishedAt: number | null;
}

/** The server's word on the board: version, status, mistakes and, when checked, wrong cells. */
export function verdictOf(game: GameState): Omit<MoveAck, "duplicate"> {
  const { record } = game;
  return {
    version: record.version,
    status: record.status,
    mistakes: record.mistakes,
    wrongCells: record.mistakeChecking ? wrongCells(game.board, game.solution) : [],
  };
}

export function updateOf(record: GameRecord, now: number): GameUpdated {
  return {
    gameId: record.id,
    status: record.status,
    mistakes: record.mistakes,
    hints: record.hints,
    timer: timerView(record.clock, now),
    finishedAt: record.finishedAt?.toISOString() ?? null,
    solution: solutionOnceOver(record, now),
  };
}

/**
 * The game for a tab. With `sinceVersion` (what the tab already has), only the moves after
 * it; a version the server never reached means the tab is confused: it gets the whole log.
 */
export function snapshotOf(game: GameState, now: number, sinceVersion?: number): GameSnapshot {
  const { record } = game;
  const fromVersion =
    sinceVersion !== undefined && sinceVersion <= record.version ? sinceVersion : 0;
  return {
    id: record.id,
    level: record.level,
    givens: record.givens,
    fromVersion,
    moves: game.moves.slice(fromVersion),
    moveIds: moveIdsInOrder(game.moveSeqs, game.moves.length).slice(fromVersion),
    version: record.version,
    status: record.status,
    mistakeChecking: record.mistakeChecking,
    mistakes: record.mistakes,
    hints: record.hints,
    wrongCells: verdictOf(game).wrongCells,
    timer: timerView(record.clock, now),
    rating: record.rating,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
    solution: solutionOnceOver(record, now),
  };
}

/** One line of the "Continue" list. */
export function summaryOf(record: GameRecord, now: number): GameSummary {
  return {
    id: record.id,
    level: record.level,
    elapsedMs: elapsedMs(record.clock, now),
    filled: record.filled,
    toFill: [...record.givens].filter((ch) => ch === "0").length,
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function committedOf(record: GameRecord): GameCommitted {
  return {
    gameId: record.id,
    guestId: record.guestId,
    raceId: record.race?.raceId ?? null,
    version: record.version,
    revision: record.revision,
    filled: record.filled,
    status: record.status,
    gaveUp: record.gaveUp,
    forfeited: record.forfeited,
    mistakes: record.mistakes,
    hints: record.hints,
    finishedAt: record.finishedAt?.getTime() ?? null,
  };
}

/**
 * The solution goes out only once the game is over ("Show solution"); never while it is
 * played, and never for a race game (a racer who is out could pass it on to one still racing:
 * the replay shows it once the race is over). A daily game (ranked, practice or claimed) keeps
 * it until its day is over: it is an isomorph of the puzzle everyone is ranked on that day,
 * so a lost practice game would hand a ranked attempt its answer.
 */
function solutionOnceOver(record: GameRecord, now: number): string | null {
  if (record.status === GAME_STATUS.playing || record.race) return null;
  if (record.dailyDate !== null && record.dailyDate >= dailyDateOf(now)) return null;
  return record.solution;
}

/** The moveIds of the log, in log order (seq 1 is the first move). */
function moveIdsInOrder(moveSeqs: ReadonlyMap<string, number>, count: number): string[] {
  const ids = new Array<string>(count).fill("");
  for (const [moveId, seq] of moveSeqs) ids[seq - 1] = moveId;
  return ids;
}
