/**
 * The day's puzzle: generated from its date with the engine's seeded generator (in the worker:
 * an extreme one may take seconds) and stored once. Every server generates the same puzzle
 * for a date, and the database keeps the first one stored (ON CONFLICT DO NOTHING), so two
 * servers at midnight agree and a later engine change never alters a day already played.
 */
import type { GameRating, Level } from "@/lib/game/protocol";
import { dailyLevel } from "@/lib/daily/rotation";
import { formatGrid } from "@/lib/sudoku/grid";
import type { Db } from "../db";
import type { Puzzle } from "../puzzles/puzzle-source";

export interface DailyPuzzle {
  date: string;
  level: Level;
  givens: string;
  solution: string;
  rating: GameRating;
}

/** Generates a puzzle of a level from a seed, off the socket thread. */
export type SeededGenerator = (level: Level, seed: string) => Promise<Puzzle>;

/** The generator's seed for a date: public on purpose (the isomorphs hide the grid). */
export const dailySeed = (date: string): string => `daily:${date}`;

export class DailyPuzzles {
  /** Generations in flight, per date: the first request of the day generates, the rest wait. */
  private readonly inFlight = new Map<string, Promise<DailyPuzzle>>();

  constructor(
    private readonly db: Db,
    private readonly generate: SeededGenerator,
  ) {}

  /** The puzzle of a (valid) date, generated and stored on first use. */
  async get(date: string): Promise<DailyPuzzle> {
    const stored = await this.find(date);
    if (stored) return stored;
    let pending = this.inFlight.get(date);
    if (!pending) {
      pending = this.store(date).finally(() => this.inFlight.delete(date));
      this.inFlight.set(date, pending);
    }
    return pending;
  }

  private async store(date: string): Promise<DailyPuzzle> {
    const level = dailyLevel(date);
    const puzzle = await this.generate(level, dailySeed(date));
    await this.db.dailyPuzzle.createMany({
      data: [
        {
          date,
          level,
          givens: formatGrid(puzzle.givens),
          solution: formatGrid(puzzle.solution),
          ...puzzle.rating,
        },
      ],
      // Another server may have stored the day first: its row wins, read back below.
      skipDuplicates: true,
    });
    const stored = await this.find(date);
    if (!stored) throw new Error(`the daily of ${date} was stored but cannot be read`);
    return stored;
  }

  private async find(date: string): Promise<DailyPuzzle | null> {
    const row = await this.db.dailyPuzzle.findUnique({ where: { date } });
    if (!row) return null;
    return {
      date: row.date,
      level: row.level as Level,
      givens: row.givens,
      solution: row.solution,
      rating: { hardest: row.hardest, hardestName: row.hardestName, score: row.score },
    };
  }
}
