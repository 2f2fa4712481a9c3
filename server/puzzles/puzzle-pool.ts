/**
 * Where new games get their puzzles. Every puzzle comes from the generator worker, never from
 * the socket thread: easy to hard on demand (milliseconds of CPU); expert and extreme can take
 * seconds, so a stock of them is kept in the database (it survives restarts) and refilled in
 * the background. A pasted puzzle is checked and rated in the worker too.
 *
 * With several processes on one database, one refills at a time (a lease, server/lease.ts):
 * otherwise each would see the same shortfall, generate it in its own worker and overfill
 * the stock. A take while another process refills leaves the refill to that process, which
 * recounts after every puzzle it adds.
 */
import type { Level } from "@/lib/game/protocol";
import { formatGrid, gridFrom } from "@/lib/sudoku/grid";
import type { Db } from "../db";
import { Lease } from "../lease";
import { puzzleOf, type Puzzle, type PuzzleSource, type PuzzleWorker } from "./puzzle-source";

/** The lease that keeps the refill on one process at a time. */
export const POOL_LEASE = "puzzle-pool";

/** The levels too slow to generate while a player waits. */
export const POOLED_LEVELS: readonly Level[] = ["expert", "extreme"];

interface PoolRow {
  givens: string;
  solution: string;
  hardest: string;
  hardestName: string;
  score: number;
}

export class PuzzlePool implements PuzzleSource {
  private refilling: Promise<void> | null = null;
  private closed = false;
  private readonly lease: Lease;

  constructor(
    private readonly db: Db,
    private readonly generator: PuzzleWorker,
    private readonly size: number,
    private readonly logError: (message: string, error: unknown) => void = console.error,
  ) {
    this.lease = new Lease(db, POOL_LEASE, { logError });
  }

  async take(level: Level): Promise<Puzzle> {
    if (!POOLED_LEVELS.includes(level)) return this.generator.generate(level);
    const stocked = await this.takeStocked(level);
    this.refill();
    return stocked ?? this.generator.generate(level);
  }

  custom(text: string): Promise<Puzzle> {
    return this.generator.rate(text);
  }

  /**
   * Tops every pooled level up to `size`, one puzzle at a time, in the background, unless
   * another process is doing it. Returns the run in progress, so tests and start-up can wait
   * for it.
   */
  refill(): Promise<void> {
    if (this.closed || this.size === 0) return Promise.resolve();
    this.refilling ??= this.lease
      .run(() => this.topUp())
      .then(() => {})
      .catch((error: unknown) => {
        if (!this.closed) this.logError("refilling the puzzle pool failed", error);
      })
      .finally(() => {
        this.refilling = null;
      });
    return this.refilling;
  }

  /** Stops refilling and gives the lease back (the generator is closed by its owner). */
  async close(): Promise<void> {
    this.closed = true;
    await this.lease.dispose();
  }

  /** Puzzles in stock for a level. */
  count(level: Level): Promise<number> {
    return this.db.puzzlePool.count({ where: { level } });
  }

  private async topUp() {
    for (const level of POOLED_LEVELS) {
      let stock = await this.count(level);
      // Stops as soon as the lease is lost: the process that took it carries on.
      while (this.lease.held && stock < this.size) {
        const puzzle = await this.generator.generate(level);
        if (!this.lease.held) return;
        await this.db.puzzlePool.createMany({
          data: [
            {
              level,
              givens: formatGrid(puzzle.givens),
              solution: formatGrid(puzzle.solution),
              ...puzzle.rating,
            },
          ],
          // The same puzzle twice is possible, if unlikely: keep one.
          skipDuplicates: true,
        });
        stock = await this.count(level);
      }
    }
  }

  /** Removes and returns the oldest stocked puzzle; SKIP LOCKED lets concurrent takes pass. */
  private async takeStocked(level: Level): Promise<Puzzle | null> {
    const rows = await this.db.$queryRaw<PoolRow[]>`
      DELETE FROM "PuzzlePool"
      WHERE id = (
        SELECT id FROM "PuzzlePool" WHERE level = ${level} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING givens, solution, hardest, "hardestName", score`;
    const row = rows[0];
    if (!row) return null;
    return puzzleOf(gridFrom(row.givens), gridFrom(row.solution), {
      ...row,
      score: Number(row.score),
    });
  }
}
