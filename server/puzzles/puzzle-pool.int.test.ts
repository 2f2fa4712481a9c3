/**
 * Two processes' pools over one database refill it once between them: the stock ends at its
 * size, and each missing puzzle is generated once, not once per process. On the embedded
 * database and on PostgreSQL (skipped, saying so, when there is none).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Level } from "@/lib/game/protocol";
import type { Db } from "../db";
import {
  embeddedShared,
  postgresShared,
  type SharedDatabase,
} from "../test-support/lease-databases";
import { postgresAvailable } from "../test-support/scratch-postgres";
import { POOLED_LEVELS, PuzzlePool } from "./puzzle-pool";
import type { Puzzle, PuzzleWorker } from "./puzzle-source";

const hasPostgres = await postgresAvailable("server/puzzles/puzzle-pool.int.test.ts");
const SIZE = 3;
let made = 0;

/** A worker that makes a different puzzle each time (the pool keeps one of duplicates). */
function countingWorker(hold?: Promise<void>) {
  const generated: Level[] = [];
  let started = () => {};
  /** Resolves when the first generation starts. */
  const generating = new Promise<void>((resolve) => (started = resolve));
  const worker: PuzzleWorker = {
    async generate(level) {
      generated.push(level);
      started();
      await hold;
      const serial = String(++made).padStart(9, "0");
      const givens = [...serial].map(Number).concat(Array.from({ length: 72 }, () => 0));
      const puzzle: Puzzle = {
        givens,
        solution: Array.from({ length: 81 }, (_, i) => (i % 9) + 1),
        rating: { hardest: "fake", hardestName: "Fake", score: 1 },
      };
      return puzzle;
    },
    rate: () => Promise.reject(new Error("not used")),
  };
  return { worker, generated, generating };
}

describe.each([
  { backend: "embedded PGlite", skip: false, open: embeddedShared },
  { backend: "PostgreSQL", skip: !hasPostgres, open: () => postgresShared("pool") },
])("PuzzlePool on $backend", ({ skip, open }) => {
  let shared: SharedDatabase;
  const pools: PuzzlePool[] = [];
  const pool = (db: Db, worker: PuzzleWorker) => {
    const created = new PuzzlePool(db, worker, SIZE, () => {});
    pools.push(created);
    return created;
  };
  const stock = async (db: Db) => ({
    expert: await db.puzzlePool.count({ where: { level: "expert" } }),
    extreme: await db.puzzlePool.count({ where: { level: "extreme" } }),
  });

  beforeAll(async () => {
    if (!skip) shared = await open();
  });
  afterEach(async () => {
    for (const made of pools.splice(0)) await made.close();
    if (!skip) await shared.connect().puzzlePool.deleteMany();
  });
  afterAll(async () => {
    await shared?.stop();
  });

  it.skipIf(skip)("two processes refilling at once generate each puzzle once", async () => {
    const a = countingWorker();
    const b = countingWorker();
    const first = pool(shared.connect(), a.worker);
    const second = pool(shared.connect(), b.worker);
    await Promise.all([first.refill(), second.refill()]);
    expect(await stock(shared.connect())).toEqual({ expert: SIZE, extreme: SIZE });
    expect(a.generated.length + b.generated.length).toBe(SIZE * POOLED_LEVELS.length);
  });

  it.skipIf(skip)("a closed pool hands the refill to the next process at once", async () => {
    let release = () => {};
    const stuck = countingWorker(new Promise<void>((resolve) => (release = resolve)));
    const closing = pool(shared.connect(), stuck.worker);
    const refilling = closing.refill();
    const other = countingWorker();
    const next = pool(shared.connect(), other.worker);
    try {
      // The first pool is generating (its worker is stuck): the other finds it busy.
      await stuck.generating;
      await next.refill();
      expect(other.generated).toEqual([]);
      await closing.close();
      await next.refill();
    } finally {
      release();
      await refilling;
    }
    expect(await stock(shared.connect())).toEqual({ expert: SIZE, extreme: SIZE });
    expect(other.generated).toHaveLength(SIZE * POOLED_LEVELS.length);
  });
});
