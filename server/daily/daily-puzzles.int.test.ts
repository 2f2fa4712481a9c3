/**
 * Two processes asking for a new day's puzzle at once store it once and both serve the one
 * stored first, even when their generators disagree (one runs a newer engine). The store is
 * idempotent by the date key (ON CONFLICT DO NOTHING), so no lease is needed. On the embedded
 * database and on PostgreSQL (skipped, saying so, when there is none).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Level } from "@/lib/game/protocol";
import { formatGrid } from "@/lib/sudoku/grid";
import {
  embeddedShared,
  postgresShared,
  type SharedDatabase,
} from "../test-support/lease-databases";
import { postgresAvailable } from "../test-support/scratch-postgres";
import type { Puzzle } from "../puzzles/puzzle-source";
import { DailyPuzzles, dailySeed, type SeededGenerator } from "./daily-puzzles";

const hasPostgres = await postgresAvailable("server/daily/daily-puzzles.int.test.ts");

/** Resolves once `count` callers have arrived: both processes are past "not stored yet". */
function barrier(count: number) {
  let arrived = 0;
  let release = () => {};
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    if (++arrived === count) release();
    return all;
  };
}

const markedGivens = (mark: number) => [mark, ...Array.from({ length: 80 }, () => 0)];

/** A generator whose puzzles carry its own mark, so the test can tell whose was stored. */
function markedGenerator(mark: number, arrive: () => Promise<void> = async () => {}) {
  const seeds: string[] = [];
  const generate: SeededGenerator = async (_level: Level, seed: string) => {
    seeds.push(seed);
    await arrive();
    const puzzle: Puzzle = {
      givens: markedGivens(mark),
      solution: Array.from({ length: 81 }, (_, i) => (i % 9) + 1),
      rating: { hardest: `engine-${mark}`, hardestName: `Engine ${mark}`, score: mark },
    };
    return puzzle;
  };
  return { generate, seeds };
}

describe.each([
  { backend: "embedded PGlite", skip: false, open: embeddedShared },
  { backend: "PostgreSQL", skip: !hasPostgres, open: () => postgresShared("daily") },
])("DailyPuzzles on $backend", ({ skip, open }) => {
  let shared: SharedDatabase;
  beforeAll(async () => {
    if (!skip) shared = await open();
  });
  afterAll(async () => {
    await shared?.stop();
  });

  it.skipIf(skip)("two processes at midnight store the day once and agree on it", async () => {
    const date = "2031-01-01";
    const bothGenerating = barrier(2);
    const one = markedGenerator(1, bothGenerating);
    const two = markedGenerator(2, bothGenerating);
    const [a, b] = await Promise.all([
      new DailyPuzzles(shared.connect(), one.generate).get(date),
      new DailyPuzzles(shared.connect(), two.generate).get(date),
    ]);
    expect(a).toEqual(b);
    expect([formatGrid(markedGivens(1)), formatGrid(markedGivens(2))]).toContain(a.givens);
    expect(await shared.connect().dailyPuzzle.count({ where: { date } })).toBe(1);
    // A third process later reads the stored day, whatever its engine would make now.
    const three = markedGenerator(3);
    expect(await new DailyPuzzles(shared.connect(), three.generate).get(date)).toEqual(a);
    expect(three.seeds).toEqual([]);
    expect([...one.seeds, ...two.seeds].every((seed) => seed === dailySeed(date))).toBe(true);
  });
});
