import { describe, expect, it } from "vitest";
import type { Move } from "../game/move";
import type { ReplayData, ReplayMove, ReplayRacer } from "../game/room-protocol";
import { gridFrom } from "../sudoku/grid";
import { solve } from "../sudoku/solver";
import { analyseReplay, boardAt, filledCells, hardestStep } from "./replay";

// An Euler 96 grid whose rated solution needs an X-wing (on 6, rows 1 and 9): it only
// eliminates, and the first placement it unlocks is 9 in r7c9 (cell 62).
const XWING = "043080250600000000000001094900004070000608000010200003820500000000000005034090710";
const XWING_SOLUTION = solve(gridFrom(XWING)).solution!.join("");
const EMPTY = [...XWING].flatMap((d, cell) => (d === "0" ? [cell] : []));
const digitOf = (cell: number) => Number(XWING_SOLUTION[cell]);

const value = (cell: number, digit = digitOf(cell)): Move => ({
  type: "value",
  cells: [cell],
  digit,
});
const at = (atMs: number, move: Move): ReplayMove => ({ atMs, move });

function racer(playerId: string, moves: ReplayMove[], extra: Partial<ReplayRacer> = {}) {
  return {
    playerId,
    name: playerId.toUpperCase(),
    status: "solved",
    timeMs: moves.length ? moves[moves.length - 1].atMs : null,
    rank: 1,
    mistakes: 0,
    hints: { nudge: 0, cells: 0, step: 0, check: 0 },
    moves,
    ...extra,
  } satisfies ReplayRacer;
}

function replay(racers: ReplayRacer[], givens = XWING, solution = XWING_SOLUTION): ReplayData {
  return {
    raceId: "race-replay-01",
    round: 1,
    level: "hard",
    givens,
    solution,
    rating: { hardest: "x-wing", hardestName: "X-wing", score: 187 },
    startsAt: 1_700_000_000_000,
    finishedAt: 1_700_000_600_000,
    winnerId: racers[0]?.playerId ?? null,
    racers,
  };
}

/** Fills every empty cell in order, one every 5 s from 5 s, and 9 in r7c9 last. */
function solvesInOrder(): ReplayMove[] {
  const order = [...EMPTY.filter((c) => c !== 62), 62];
  return order.map((cell, i) => at((i + 1) * 5_000, value(cell)));
}

describe("boards at an instant", () => {
  const moves = [
    at(10_000, value(EMPTY[0])),
    at(20_000, { type: "centre", cells: [EMPTY[1]], digit: 3 }),
    at(30_000, value(EMPTY[1])),
    at(40_000, { type: "undo" }),
  ];
  const [a] = analyseReplay(replay([racer("a", moves)])).racers;

  it.each([
    [0, 0],
    [9_999, 0],
    [10_000, 1],
    [29_999, 1],
    [30_000, 2],
    [40_000, 1],
    [1_000_000, 1],
  ])("at %i ms the racer has %i cells filled", (atMs, filled) => {
    expect(filledCells(boardAt(a.boards, atMs))).toBe(filled);
  });

  it("shows the digits placed so far, and the notes", () => {
    const board = boardAt(a.boards, 25_000);
    expect(board.cells[EMPTY[0]].value).toBe(digitOf(EMPTY[0]));
    expect(board.cells[EMPTY[1]]).toMatchObject({ value: 0, centre: 1 << 2 });
    expect(board.cells[EMPTY[2]]).toMatchObject({ value: 0 });
    expect(board.cells[1]).toMatchObject({ value: 4 });
  });

  it("marks digit moves apart from notes (an undone digit is a digit move)", () => {
    expect(a.ticks).toEqual([
      { atMs: 10_000, kind: "digit" },
      { atMs: 20_000, kind: "note" },
      { atMs: 30_000, kind: "digit" },
      { atMs: 40_000, kind: "digit" },
    ]);
  });

  it("plots filled cells each time the count changes", () => {
    expect(a.filled).toEqual([
      { atMs: 0, filled: 0 },
      { atMs: 10_000, filled: 1 },
      { atMs: 30_000, filled: 2 },
      { atMs: 40_000, filled: 1 },
    ]);
  });
});

describe("stalls", () => {
  it("are the three longest gaps of 20 s or more, longest first, with the empty cells then", () => {
    const moves = [
      at(25_000, value(EMPTY[0])), // 25 s reading the grid first
      at(30_000, value(EMPTY[1])),
      at(49_000, value(EMPTY[2])), // 19 s: not a stall
      at(109_000, value(EMPTY[3])), // 60 s
      at(140_000, value(EMPTY[4])), // 31 s
      at(162_000, value(EMPTY[5])), // 22 s: the fourth longest, left out
    ];
    const [a] = analyseReplay(replay([racer("a", moves)])).racers;
    const toFill = EMPTY.length;
    expect(a.stalls).toEqual([
      { fromMs: 49_000, toMs: 109_000, durationMs: 60_000, empty: toFill - 3 },
      { fromMs: 109_000, toMs: 140_000, durationMs: 31_000, empty: toFill - 4 },
      { fromMs: 0, toMs: 25_000, durationMs: 25_000, empty: toFill },
    ]);
  });

  it("are none for a racer who never paused 20 s", () => {
    const [a] = analyseReplay(replay([racer("a", solvesInOrder())])).racers;
    expect(a.stalls).toEqual([]);
  });
});

describe("the hardest step", () => {
  it("is the rating's technique, and for an elimination the placement it unlocks", () => {
    const race = analyseReplay(replay([]));
    expect(race.hardest).toMatchObject({ technique: "x-wing", name: "X-wing" });
    expect(race.hardest?.step.placements).toEqual([]);
    expect(race.hardest?.targets).toEqual([{ cell: 62, digit: 9 }]);
  });

  it("is passed when a racer places the unlocked digit, not a wrong one", () => {
    const wrongFirst = [
      at(5_000, value(62, 1)),
      at(8_000, { type: "erase", cells: [62] } as Move),
      at(12_000, value(62)),
    ];
    const race = analyseReplay(
      replay([racer("a", solvesInOrder()), racer("b", wrongFirst), racer("c", [])]),
    );
    const [a, b, c] = race.racers;
    expect(a.hardestAtMs).toBe(EMPTY.length * 5_000);
    expect(b.hardestAtMs).toBe(12_000);
    expect(c.hardestAtMs).toBeNull();
  });

  it("with placements of its own is passed when those are placed", () => {
    const easy =
      "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
    const solution = solve(gridFrom(easy)).solution!;
    const hardest = hardestStep(gridFrom(easy), solution, "naked-single");
    expect(hardest?.technique).toBe("naked-single");
    expect(hardest?.targets).toEqual(hardest?.step.placements);
    const [{ cell, digit }] = hardest!.targets;
    const data = replay([racer("a", [at(7_000, value(cell, digit))])], easy, solution.join(""));
    expect(analyseReplay(data).racers[0].hardestAtMs).toBe(7_000);
  });

  it("falls back to the engine's own rating when the stored technique is not used", () => {
    const hardest = hardestStep(gridFrom(XWING), gridFrom(XWING_SOLUTION), "jellyfish");
    expect(hardest?.technique).toBe("x-wing");
  });
});

it("measures the race from its start to its end", () => {
  const race = analyseReplay(replay([]));
  expect(race.durationMs).toBe(600_000);
  expect(race.toFill).toBe(EMPTY.length);
});

it("reaches every move, even one stamped after the race's end", () => {
  const late = replay([racer("a", [at(600_040, value(EMPTY[0]))])]);
  const race = analyseReplay(late);
  expect(race.durationMs).toBe(600_040);
  expect(filledCells(boardAt(race.racers[0].boards, race.durationMs))).toBe(1);
});
