import { describe, expect, it } from "vitest";
import type { Move } from "../game/move";
import type { ReplayMove } from "../game/room-protocol";
import { gridFrom } from "../sudoku/grid";
import { solve } from "../sudoku/solver";
import {
  GHOST_TIMELINE_MAX_BYTES,
  ghostFilledAt,
  ghostTimeline,
  timelinePoints,
} from "./ghost-timeline";
import { progressOf } from "./progress";

const PUZZLE = "043080250600000000000001094900004070000608000010200003820500000000000005034090710";
const GIVENS = gridFrom(PUZZLE);
const SOLUTION = solve(GIVENS).solution!;
const EMPTY = [...PUZZLE].flatMap((d, cell) => (d === "0" ? [cell] : []));
const put = (cell: number): Move => ({ type: "value", cells: [cell], digit: SOLUTION[cell] });
const at = (atMs: number, move: Move): ReplayMove => ({ atMs, move });

/** A person's 20-minute solve: notes, a wrong digit erased, an undo, digits in bursts. */
function twentyMinuteRun(): ReplayMove[] {
  const moves: ReplayMove[] = [];
  let t = 0;
  EMPTY.forEach((cell, i) => {
    t += 8_000 + ((i * 7_919) % 30_000);
    moves.push(at(t - 3_000, { type: "centre", cells: [cell], digit: 1 }));
    if (i % 9 === 4) {
      moves.push(at(t - 2_000, { type: "value", cells: [cell], digit: (SOLUTION[cell] % 9) + 1 }));
      moves.push(at(t - 1_000, { type: "erase", cells: [cell] }));
    }
    moves.push(at(t, put(cell)));
  });
  return moves;
}

describe("progressOf", () => {
  it("keeps only the changes of the filled count, notes and erased slips included", () => {
    const moves = [
      at(1_000, { type: "centre", cells: [EMPTY[0]], digit: 3 }),
      at(2_000, put(EMPTY[0])),
      at(3_000, put(EMPTY[1])),
      at(4_000, { type: "erase", cells: [EMPTY[1]] }),
      at(5_000, { type: "undo" }),
    ];
    expect(progressOf(GIVENS, moves)).toEqual([
      { atMs: 2_000, filled: 1 },
      { atMs: 3_000, filled: 2 },
      { atMs: 4_000, filled: 1 },
      { atMs: 5_000, filled: 2 },
    ]);
  });
});

describe("ghostTimeline", () => {
  it("round-trips a 20-minute run exactly, in well under 2 kB", () => {
    const moves = twentyMinuteRun();
    expect(moves[moves.length - 1].atMs).toBeGreaterThan(15 * 60_000);
    const points = progressOf(GIVENS, moves);
    const timeline = ghostTimeline(points);
    expect(JSON.stringify(timeline).length).toBeLessThan(2_000);
    expect(timelinePoints(timeline)).toEqual(points);
    expect(points[points.length - 1].filled).toBe(EMPTY.length);
  });

  it("coarsens a churning log to fit, keeping the finish exact", () => {
    const cell = EMPTY[0];
    const moves: ReplayMove[] = [];
    for (let i = 1; i <= 3_000; i++) {
      moves.push(at(i * 997, i % 2 ? put(cell) : { type: "erase", cells: [cell] }));
    }
    moves.push(at(3_001 * 997, put(cell)));
    const points = progressOf(GIVENS, moves);
    const timeline = ghostTimeline(points);
    expect(JSON.stringify(timeline).length).toBeLessThanOrEqual(GHOST_TIMELINE_MAX_BYTES);
    const back = timelinePoints(timeline);
    expect(back[back.length - 1]).toEqual(points[points.length - 1]);
    for (let i = 1; i < back.length; i++) expect(back[i].atMs).toBeGreaterThan(back[i - 1].atMs);
  });
});

describe("ghostFilledAt", () => {
  const points = timelinePoints([4_000, 1, 5_000, 2, 1_000, 1]);
  it.each([
    [0, 0],
    [3_999, 0],
    [4_000, 1],
    [8_999, 1],
    [9_000, 2],
    [10_000, 1],
    [99_000, 1],
  ])("at %i ms the ghost had %i filled", (atMs, filled) => {
    expect(ghostFilledAt(points, atMs)).toBe(filled);
  });
});
