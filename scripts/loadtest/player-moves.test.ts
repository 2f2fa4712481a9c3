import { describe, expect, it } from "vitest";
import { applyMove, createBoard, valuesOf } from "@/lib/game/board";
import { PlayerMoves, solutionOf } from "./player-moves";

const GIVENS = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const SOLUTION =
  "483921657967345821251876493548132976729564138136798245372689514814253769695417382";

describe("PlayerMoves", () => {
  it("computes the solution from the givens", () => {
    expect(solutionOf(GIVENS)).toBe(SOLUTION);
  });

  it("fills every empty cell with its solution digit in the end, counting only new fills", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const player = new PlayerMoves(GIVENS, SOLUTION, random);
    const toFill = [...GIVENS].filter((c) => c === "0").length;
    expect(player.toFill).toBe(toFill);
    let board = createBoard([...GIVENS].map(Number));
    let moves = 0;
    let lastFilled = 0;
    for (let planned = player.next(); planned; planned = player.next()) {
      moves++;
      expect(planned.filled).toBe(lastFilled + (planned.fillsCell ? 1 : 0));
      lastFilled = planned.filled;
      board = applyMove(board, planned.move);
    }
    expect(player.done).toBe(true);
    expect(lastFilled).toBe(toFill);
    expect(moves).toBeGreaterThan(toFill);
    expect(valuesOf(board).join("")).toBe(SOLUTION);
  });
});
