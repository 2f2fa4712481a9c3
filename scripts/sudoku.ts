/**
 * The engine's command line: `npm run --silent sudoku -- <command>`.
 *
 * solve, rate, hint and steps read one puzzle (or position) per line on stdin and write one
 * line per puzzle, in order, tab-separated (blank lines are skipped); generate writes N
 * puzzles. Exit 0 once every line is handled (an `invalid` line is a handled line), 2 on bad
 * arguments.
 */
import { createInterface } from "node:readline";
import {
  allSteps,
  formatGrid,
  generate,
  givensProblem,
  hintFromGivens,
  parseGrid,
  parsePosition,
  rate,
  solutionConflict,
  solve,
  SYMMETRIES,
  UnratableError,
  type Grid,
  type Symmetry,
} from "../lib/sudoku";
import { LEVELS, type Level } from "../lib/sudoku/rating";
import { randomSeed } from "../lib/sudoku/random";

const USAGE = `usage: npm run --silent sudoku -- <command> [options]

commands (puzzles are 81 characters, 0 or . for empty, one per line on stdin; blank lines
are skipped, so each output line answers the next non-blank input line):
  solve      unique<TAB>solution | multiple<TAB>one solution | none<TAB>- | invalid<TAB>reason
  rate       level<TAB>hardest technique<TAB>score | invalid<TAB>reason
  hint       input "givens<TAB>entries" or just the puzzle; output one line of JSON
             (a Hint), or invalid<TAB>reason
  steps      input a puzzle, or a position "values<TAB>pencilmarks" (81 values, then 729
             characters, 9 per cell: the digit where it is a candidate, . where not; a
             candidate a placed peer rules out is dropped), optionally "<TAB>givens" after
             (81 characters: g where the value is a given, . where a player placed it or
             the cell is empty; without it every filled digit counts as a given, and with
             it the givens alone must have one solution); output one line of JSON: every
             step available there (the steps hint gives), easiest technique first, or
             invalid<TAB>reason (also when the position has no or several solutions, or its
             marks rule out the solution)
  generate   --level ${LEVELS.join("|")} [--count N] [--seed S] [--symmetry ${SYMMETRIES.join("|")}]
             (no stdin) puzzle<TAB>level<TAB>hardest technique<TAB>score, N lines;
             puzzle k uses seed S for k = 0 and "S#k" after; without --seed a random S is
             picked and printed on stderr`;

class UsageError extends Error {}

interface GenerateArgs {
  level: Level;
  count: number;
  seed: string | undefined;
  symmetry: Symmetry;
}

type LineCommand = "solve" | "rate" | "hint" | "steps";
type Command = { name: LineCommand } | { name: "generate"; args: GenerateArgs };

function parseArgs(argv: readonly string[]): Command | "help" {
  const [name, ...rest] = argv;
  if (name === "--help" || name === "-h" || name === "help") return "help";
  if (name === "solve" || name === "rate" || name === "hint" || name === "steps") {
    if (rest.length > 0) throw new UsageError(`${name} takes no options, got ${rest[0]}`);
    return { name };
  }
  if (name !== "generate") {
    throw new UsageError(name === undefined ? "missing command" : `unknown command ${name}`);
  }
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const eq = arg.indexOf("=");
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (!["--level", "--count", "--seed", "--symmetry"].includes(flag)) {
      throw new UsageError(`unknown option ${arg}`);
    }
    const value = eq > 0 ? arg.slice(eq + 1) : rest[++i];
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    if (flags.has(flag)) throw new UsageError(`${flag} given twice`);
    flags.set(flag, value);
  }
  const level = flags.get("--level");
  if (level === undefined) throw new UsageError("generate needs --level");
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw new UsageError(`bad level ${level}: use ${LEVELS.join(", ")}`);
  }
  const countText = flags.get("--count") ?? "1";
  if (!/^[1-9][0-9]*$/.test(countText)) {
    throw new UsageError(`--count must be a positive integer, got ${countText}`);
  }
  const symmetry = flags.get("--symmetry") ?? "none";
  if (!(SYMMETRIES as readonly string[]).includes(symmetry)) {
    throw new UsageError(`bad symmetry ${symmetry}: use ${SYMMETRIES.join(", ")}`);
  }
  return {
    name: "generate",
    args: {
      level: level as Level,
      count: Number(countText),
      seed: flags.get("--seed"),
      symmetry: symmetry as Symmetry,
    },
  };
}

const clean = (message: string): string => message.replace(/[\t\r\n]+/g, " ");

function parsePuzzle(text: string): Grid | string {
  const parsed = parseGrid(text);
  return parsed.ok ? parsed.grid : parsed.error.message;
}

function solveLine(line: string): string {
  const grid = parsePuzzle(line);
  if (typeof grid === "string") return `invalid\t${clean(grid)}`;
  const { count, solution } = solve(grid, 2);
  if (count === 0 || !solution) return "none\t-";
  return `${count === 1 ? "unique" : "multiple"}\t${formatGrid(solution)}`;
}

function rateLine(line: string): string {
  const grid = parsePuzzle(line);
  if (typeof grid === "string") return `invalid\t${clean(grid)}`;
  try {
    const rating = rate(grid);
    return `${rating.level}\t${rating.hardest}\t${rating.score}`;
  } catch (error) {
    if (error instanceof UnratableError) return `invalid\t${error.message}`;
    throw error;
  }
}

function hintLine(line: string): string {
  const [givensText, entriesText, ...extra] = line.split("\t");
  if (extra.length > 0) return "invalid\texpected givens<TAB>entries or a puzzle";
  const givens = parsePuzzle(givensText);
  if (typeof givens === "string") return `invalid\tgivens: ${clean(givens)}`;
  let entries: Grid = givens;
  if (entriesText !== undefined) {
    // A player's board may clash: that is a mistake to report, not bad input.
    const parsed = parseGrid(entriesText, { allowClashes: true });
    if (!parsed.ok) return `invalid\tentries: ${clean(parsed.error.message)}`;
    entries = parsed.grid;
  }
  try {
    return JSON.stringify(hintFromGivens(givens, entries));
  } catch (error) {
    if (error instanceof UnratableError) return `invalid\t${error.message}`;
    throw error;
  }
}

function stepsLine(line: string): string {
  // parsePosition throws a PencilmarkError with the reason; eachLine prints it as invalid.
  const state = parsePosition(line);
  // The givens' own solution is the one the uniqueness techniques rely on.
  const givens = givensProblem(state);
  if (givens) return `invalid\t${clean(givens)}`;
  const { count, solution } = solve(state.values, 2);
  if (count === 0 || !solution) return "invalid\tthe position has no solution";
  // Uniqueness techniques (unique rectangles) are only sound for a single solution.
  if (count > 1) return "invalid\tthe puzzle has more than one solution";
  const conflict = solutionConflict(state, solution);
  if (conflict) return `invalid\t${conflict}`;
  return JSON.stringify(allSteps(state));
}

async function eachLine(handle: (line: string) => string): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const raw of lines) {
    const line = raw.trim();
    if (line === "") continue;
    let out: string;
    try {
      out = handle(line);
    } catch (error) {
      out = `invalid\t${clean(error instanceof Error ? error.message : String(error))}`;
    }
    process.stdout.write(`${out}\n`);
  }
}

function generateLines({ level, count, seed, symmetry }: GenerateArgs): void {
  const base = seed ?? randomSeed();
  if (seed === undefined) process.stderr.write(`seed ${base}\n`);
  for (let k = 0; k < count; k++) {
    const { puzzle, rating } = generate({ level, symmetry, seed: k === 0 ? base : `${base}#${k}` });
    process.stdout.write(
      `${formatGrid(puzzle)}\t${rating.level}\t${rating.hardest}\t${rating.score}\n`,
    );
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let command: Command | "help";
  try {
    command = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`sudoku: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (command === "help") {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command.name === "generate") generateLines(command.args);
  else if (command.name === "solve") await eachLine(solveLine);
  else if (command.name === "rate") await eachLine(rateLine);
  else if (command.name === "steps") await eachLine(stepsLine);
  else await eachLine(hintLine);
  return 0;
}

// A reader that stops early (`| head`) closes the pipe: that is not a failure of ours.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`sudoku: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
