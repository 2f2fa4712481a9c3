import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatGrid } from "../lib/sudoku/grid";
import { generate } from "../lib/sudoku/generator";
import { gridFrom } from "../lib/sudoku/grid";
import { formatPencilmarks } from "../lib/sudoku/pencilmarks";
import { solve } from "../lib/sudoku/solver";
import type { Step } from "../lib/sudoku/step";
import { AVOIDABLE_1 } from "../lib/sudoku/techniques/pattern-positions";
import { createState } from "../lib/sudoku/techniques/state";
import { positionState } from "../lib/sudoku/techniques/test-positions";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SCRIPT = path.join(ROOT, "scripts/sudoku.ts");
const ARGS = ["--import", "tsx", SCRIPT];

function run(args: string[], input = "") {
  const result = spawnSync(process.execPath, [...ARGS, ...args], {
    cwd: ROOT,
    input,
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const EULER_1 = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
const EULER_1_SOLUTION =
  "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
const ESCARGOT =
  "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
// Its first step is an X-wing on 3 (lib/sudoku/techniques/fish.test.ts).
const X_WING = "300500100070000080008004006600400900030060050007001604800100300003020060002009000";
const NO_SOLUTION = `123456780000000009${"0".repeat(63)}`;

describe("sudoku CLI", () => {
  it("solve: one line per puzzle, in order, blank lines skipped", () => {
    const input = [EULER_1, "", "12x", "0".repeat(81), NO_SOLUTION].join("\n") + "\n";
    const { code, stdout } = run(["solve"], input);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(`unique\t${EULER_1_SOLUTION}`);
    expect(lines[1]).toMatch(/^invalid\tUnexpected character "x"/);
    expect(lines[2]).toMatch(/^multiple\t[1-9]{81}$/);
    expect(lines[3]).toBe("none\t-");
  });

  it("rate: level, hardest technique and score, or invalid", () => {
    const { code, stdout } = run(["rate"], [EULER_1, ESCARGOT, "0".repeat(81), "123"].join("\n"));
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("easy\tnaked-single\t105");
    expect(lines[1]).toMatch(/^extreme\tdeep-forcing-net\t\d+$/);
    expect(lines[2]).toBe("invalid\tthe puzzle has more than one solution");
    expect(lines[3]).toMatch(/^invalid\tA puzzle has 81 cells/);
  });

  it("generate: N puzzles from seeds derived from S and k", () => {
    const { code, stdout } = run([
      "generate",
      "--level",
      "medium",
      "--count",
      "3",
      "--seed",
      "cli",
    ]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    lines.forEach((line, k) => {
      expect(line).toMatch(/^[0-9]{81}\tmedium\t[a-z0-9-]+\t\d+$/);
      const expected = generate({ level: "medium", seed: k === 0 ? "cli" : `cli#${k}` });
      expect(line.split("\t")[0]).toBe(formatGrid(expected.puzzle));
    });
  });

  it("hint: a mistake from givens<TAB>entries, a step from a puzzle alone", () => {
    const entries = `${EULER_1.slice(0, 0)}1${EULER_1.slice(1)}`; // r1c1 is 4 in the solution
    const { code, stdout } = run(["hint"], `${EULER_1}\t${entries}\n${EULER_1}\n`);
    expect(code).toBe(0);
    const [mistake, step] = stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(mistake).toEqual({ kind: "mistake", cells: [0], explanation: "r1c1 is wrong" });
    expect(step.kind).toBe("step");
    expect(step.step.explanation).toMatch(/^[A-Z]/);
  });

  it("steps: every step of a puzzle or of a pencilmark position, as JSON", () => {
    const marked = createState(gridFrom(X_WING));
    const plainMarks = formatPencilmarks(marked);
    // The X-wing's eliminations already made: the position has lost that step.
    for (const cell of [12, 13, 31, 34]) marked.candidates[cell] &= ~(1 << 2);
    const input = [X_WING, plainMarks, formatPencilmarks(marked)].join("\n");
    const { code, stdout } = run(["steps"], input);
    expect(code).toBe(0);
    const [fromPuzzle, fromMarks, afterXWing] = stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Step[]);
    expect(fromPuzzle.map((s) => s.technique)).toContain("x-wing");
    expect(fromPuzzle[0].explanation).toBe(
      "X-wing on 3 in columns 6 and 9 (rows 2 and 4): 3 is removed from r2c4, r2c5, r4c5 and r4c8",
    );
    expect(fromPuzzle.length).toBeGreaterThan(1);
    expect(fromMarks).toEqual(fromPuzzle);
    expect(afterXWing.some((s) => s.technique === "x-wing" && s.digits[0] === 3)).toBe(false);
  });

  it("steps: a third field names the givens, and avoidable rectangles use it", () => {
    const known = positionState(AVOIDABLE_1);
    const withGivens = formatPencilmarks(known);
    const [values, marks] = withGivens.split("\t");
    const { code, stdout } = run(["steps"], [withGivens, `${values}\t${marks}`].join("\n"));
    expect(code).toBe(0);
    const [told, untold] = stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Step[]);
    const avoidable = told.filter((s) => s.technique === "avoidable-rectangle-1");
    expect(avoidable.map((s) => s.eliminations)).toContainEqual([{ cell: 60, digit: 9 }]);
    // Without the field every filled digit counts as a given: no rectangle can be avoided.
    expect(untold.some((s) => s.technique.startsWith("avoidable-rectangle"))).toBe(false);
  });

  it("steps: a givens field the position cannot have is invalid", () => {
    const [values, marks, field] = formatPencilmarks(positionState(AVOIDABLE_1)).split("\t");
    const noGivens = ".".repeat(81);
    // r1c1 holds a given 6; say the givens' solution has it, then change the digit there.
    const { code, stdout } = run(
      ["steps"],
      [`${values}\t${marks}\t${noGivens}`, `${values}\t${marks}\t${field.slice(1)}`].join("\n"),
    );
    expect(code).toBe(0);
    expect(stdout.trimEnd().split("\n")).toEqual([
      "invalid\tThe givens alone have more than one solution.",
      expect.stringMatching(/^invalid\tThe givens field has 81 characters .* this one has 80\.$/),
    ]);
  });

  it("steps: invalid lines say why", () => {
    const withoutSolutionAtR1c2 = () => {
      const state = createState(gridFrom(X_WING));
      const digit = solve(gridFrom(X_WING)).solution?.[1] ?? 0;
      state.candidates[1] &= ~(1 << (digit - 1));
      return formatPencilmarks(state);
    };
    const { code, stdout } = run(
      ["steps"],
      [
        `${X_WING}\t${"1".repeat(729)}`,
        `${X_WING}\t123`,
        "0".repeat(81),
        NO_SOLUTION,
        withoutSolutionAtR1c2(),
      ].join("\n"),
    );
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^invalid\tUnexpected character "1" in the pencilmarks of r1c1/);
    expect(lines[1]).toMatch(/^invalid\tThe pencilmarks have 729 characters.*these have 3\.$/);
    expect(lines[2]).toBe("invalid\tthe puzzle has more than one solution");
    expect(lines[3]).toMatch(/^invalid\t/);
    expect(lines[4]).toMatch(/^invalid\tThe pencilmarks rule out \d, the solution, in r1c2\.$/);
    expect(lines).toHaveLength(5);
  });

  it("streams: answers a line before stdin ends", async () => {
    const child = spawn(process.execPath, [...ARGS, "solve"], { cwd: ROOT });
    child.stdin.write(`${EULER_1}\n`);
    const first = await new Promise<string>((resolve) => {
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString()));
    });
    expect(first).toBe(`unique\t${EULER_1_SOLUTION}\n`);
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
  });

  it.each([
    [[]],
    [["frobnicate"]],
    [["generate"]],
    [["generate", "--level", "nightmare"]],
    [["generate", "--level", "easy", "--count", "0"]],
    [["generate", "--level", "easy", "--count", "two"]],
    [["generate", "--level", "easy", "--colour", "red"]],
    [["generate", "--level", "easy", "--symmetry", "diagonal"]],
    [["solve", "--level", "easy"]],
    [["steps", "--all"]],
  ])("exits 2 with usage on bad arguments %j", (args) => {
    const { code, stdout, stderr } = run(args);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/usage: npm run --silent sudoku/);
  });
});
