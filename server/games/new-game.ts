/**
 * The one place a game record is born: solo (a level or a pasted puzzle), daily (the
 * player's isomorph of the day's puzzle) and race (a racer's copy of the race's puzzle).
 * What differs between them is the clock: a solo or daily clock starts on the first join, a
 * race clock runs from the room's start instant, a challenge clock from the taker's Start.
 */
import { randomBytes } from "node:crypto";
import { GAME_STATUS, NO_HINTS, type GameRating, type Level } from "@/lib/game/protocol";
import { formatGrid } from "@/lib/sudoku/grid";
import type { PuzzleSource } from "../puzzles/puzzle-source";
import { STOPPED_CLOCK } from "./clock";
import type { ChallengeLink, GameRecord, RaceLink } from "./game-store";

export interface CreateGameCommand {
  level?: Level;
  puzzle?: string;
  mistakeChecking: boolean;
  /** A daily attempt: the player's isomorph of the day's puzzle, used as it is. */
  daily?: { date: string; level: Level; givens: string; solution: string; rating: GameRating };
  /** A challenge taken: its puzzle, and its clock running from now (the taker's Start). */
  challenge?: {
    code: string;
    level: GameRecord["level"];
    givens: string;
    solution: string;
    rating: GameRating;
    hintsAllowed: boolean;
  };
}

/** Game ids appear in URLs: 16 URL-safe characters, 96 random bits. */
export function newGameId(): string {
  return randomBytes(12).toString("base64url");
}

interface NewGame {
  guestId: string;
  level: GameRecord["level"];
  givens: string;
  solution: string;
  rating: GameRating;
  mistakeChecking: boolean;
  now: number;
  race?: RaceLink;
  dailyDate?: string;
  challenge?: ChallengeLink;
}

function newGameRecord(input: NewGame): GameRecord {
  const { race = null, challenge = null } = input;
  // A race or a challenge runs on the wall clock from its start instant.
  const startsAt = race?.startsAt ?? challenge?.startsAt ?? null;
  return {
    id: newGameId(),
    guestId: input.guestId,
    level: input.level,
    givens: input.givens,
    solution: input.solution,
    rating: input.rating,
    mistakeChecking: input.mistakeChecking,
    mistakes: 0,
    hints: NO_HINTS,
    issuedStep: null,
    status: GAME_STATUS.playing,
    clock:
      startsAt !== null
        ? { activeMs: 0, resumedAt: startsAt, pausedByPlayer: false }
        : STOPPED_CLOCK,
    version: 0,
    revision: 0,
    filled: 0,
    createdAt: new Date(input.now),
    updatedAt: new Date(input.now),
    finishedAt: null,
    race,
    gaveUp: false,
    forfeited: false,
    startedAt: startsAt !== null ? new Date(startsAt) : null,
    dailyDate: input.dailyDate ?? null,
    challenge,
  };
}

/** A solo or daily game for the guest, its puzzle taken from the pool or the one pasted. */
export async function createdGameRecord(
  guestId: string,
  command: CreateGameCommand,
  puzzles: PuzzleSource,
  now: number,
): Promise<GameRecord> {
  const { daily, challenge, mistakeChecking } = command;
  if (challenge) {
    const { code, hintsAllowed, ...puzzle } = challenge;
    return challengeGameRecord({
      guestId,
      ...puzzle,
      mistakeChecking,
      challenge: { code, startsAt: now, hintsAllowed },
      now,
    });
  }
  if (daily) {
    const { date, ...puzzle } = daily;
    return newGameRecord({ guestId, ...puzzle, mistakeChecking, now, dailyDate: date });
  }
  const puzzle = command.puzzle
    ? await puzzles.custom(command.puzzle)
    : await puzzles.take(command.level ?? "easy");
  return newGameRecord({
    guestId,
    level: command.puzzle ? "custom" : (command.level ?? "easy"),
    givens: formatGrid(puzzle.givens),
    solution: formatGrid(puzzle.solution),
    rating: puzzle.rating,
    mistakeChecking,
    now,
  });
}

/** A racer's game of a race's puzzle: its clock runs from the start instant, never paused. */
export function raceGameRecord(input: {
  guestId: string;
  level: Level;
  givens: string;
  solution: string;
  rating: GameRecord["rating"];
  mistakeChecking: boolean;
  race: RaceLink;
  now: number;
}): GameRecord {
  return newGameRecord(input);
}

/** A taker's game of a challenge's puzzle: its clock runs from their Start, never paused. */
export function challengeGameRecord(input: {
  guestId: string;
  level: GameRecord["level"];
  givens: string;
  solution: string;
  rating: GameRecord["rating"];
  mistakeChecking: boolean;
  challenge: ChallengeLink;
  now: number;
}): GameRecord {
  return newGameRecord(input);
}
