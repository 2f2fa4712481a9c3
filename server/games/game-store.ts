/**
 * Persistence of games and their move logs, behind an interface so the game service can be
 * tested against memory and run against PostgreSQL.
 */
import type { Move } from "@/lib/game/move";
import type { GameRating, GameStatus, HintCounts, Level } from "@/lib/game/protocol";
import type { ClockState } from "./clock";
import type { IssuedStep } from "./hint-grading";

/** A game as the server knows it, solution included. */
export interface GameRecord {
  readonly id: string;
  readonly guestId: string;
  readonly level: Level | "custom";
  /** 81 characters, 0 for empty. */
  readonly givens: string;
  /** 81 characters. Never leaves the server. */
  readonly solution: string;
  readonly rating: GameRating;
  readonly mistakeChecking: boolean;
  readonly mistakes: number;
  /** Hints received, by kind. */
  readonly hints: HintCounts;
  readonly status: GameStatus;
  /** The step last shown in full: the only `step` move accepted next (stored, so another
   * server or a restart knows it too). */
  readonly issuedStep: IssuedStep | null;
  readonly clock: ClockState;
  /** Moves in the log. */
  readonly version: number;
  /** Writes so far; each write is conditional on the previous one (`revision - 1`). */
  readonly revision: number;
  /** Empty cells of the puzzle that hold a digit now. */
  readonly filled: number;
  readonly createdAt: Date;
  /** Last write of any kind. */
  readonly updatedAt: Date;
  readonly finishedAt: Date | null;
  /** The race this game is one racer's part of; null for a single-player game. */
  readonly race: RaceLink | null;
  /** A race game ended by giving up (`forfeited`: the server gave up for an absent player). */
  readonly gaveUp: boolean;
  readonly forfeited: boolean;
  /** When the clock first started (a race game: its startsAt); null until the first join. */
  readonly startedAt: Date | null;
  /** A daily game: the UTC date of the daily puzzle it is an isomorph of. */
  readonly dailyDate: string | null;
  /** A challenge game: the challenge taken; null for any other game. */
  readonly challenge: ChallengeLink | null;
}

/**
 * What a challenge game knows of its challenge. Like a race game, its clock is the wall clock
 * from `startsAt` (the taker's Start), and hints are as the challenger's game allowed them.
 */
export interface ChallengeLink {
  readonly code: string;
  readonly startsAt: number;
  readonly hintsAllowed: boolean;
}

/**
 * What a race game knows of its race. Its clock is the wall clock from `startsAt`: it never
 * pauses, so a racer's time is finish minus start whatever they did meanwhile.
 */
export interface RaceLink {
  readonly raceId: string;
  readonly startsAt: number;
  readonly hintsAllowed: boolean;
}

/** What tells two copies of a game apart: every write bumps the revision; a claim the owner. */
export interface GameStamp {
  readonly version: number;
  readonly revision: number;
  readonly guestId: string;
}

/** One entry of a move log. `seq` is 1-based: the game's version once it is applied. */
export interface StoredMove {
  readonly seq: number;
  readonly moveId: string;
  readonly move: Move;
}

/**
 * A conditional write found the game at another version than the one it was computed from:
 * another server (or a stale cache) wrote it first. Nothing was written.
 */
export class StaleWriteError extends Error {
  constructor(gameId: string) {
    super(`game ${gameId} changed since it was read`);
    this.name = "StaleWriteError";
  }
}

export interface GameStore {
  insertGame(game: GameRecord): Promise<void>;
  /** The guest's single-player games still being played, most recently changed first. */
  listUnfinished(guestId: string, limit: number): Promise<GameRecord[]>;
  /** The game and its move log in order, or null when there is no such game. */
  loadGame(id: string): Promise<{ game: GameRecord; moves: StoredMove[] } | null>;
  /**
   * Where the stored game stands (one cheap read, no move log), or null when there is no such
   * game: enough to tell whether a cached copy is still the stored game.
   */
  loadStamp(id: string): Promise<GameStamp | null>;
  /**
   * Appends a move and writes the game's new state, atomically, only if the stored game is
   * still at the version before the move (`move.seq - 1`) and at `game.revision - 1`; else
   * throws StaleWriteError.
   */
  appendMove(game: GameRecord, move: StoredMove): Promise<void>;
  /**
   * Writes the game's mutable state (counters, status, clock), only if the stored game is at
   * `game.version` (these writes do not change it) and at `game.revision - 1`; else throws
   * StaleWriteError.
   */
  saveGame(game: GameRecord): Promise<void>;
}

/**
 * Ranked play runs on the wall clock: a race from the room's start instant, a daily attempt
 * from its first opening, a challenge from the taker's Start. Pausing, a hidden tab, leaving and server downtime all count, so a
 * player cannot think with the clock stopped (single-player games measure active play).
 */
export function onWallClock(record: Pick<GameRecord, "race" | "dailyDate" | "challenge">): boolean {
  return record.race !== null || record.dailyDate !== null || record.challenge !== null;
}
