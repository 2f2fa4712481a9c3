/**
 * The public puzzle sets the engine's tests, the benchmarks and the examples use, shipped in
 * this folder (see SOURCES.md beside it) so a fresh clone tests with nothing beside it.
 *
 * Node-only (it reads files): tests and scripts import it, the engine never does (a lint rule
 * keeps it out of everything else under lib/).
 *
 * @example
 *   puzzleLines("top95.txt").length  // 95
 *   puzzleGrids("17clue.txt")        // read from 17clue.txt.gz
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

export const PUZZLE_SETS_DIR = path.dirname(fileURLToPath(import.meta.url));

const cache = new Map<string, readonly string[]>();

/**
 * The non-empty lines of a set, trimmed, in file order. A set stored compressed
 * (`name.txt.gz`) is read by its plain name.
 */
export function puzzleLines(file: string): readonly string[] {
  const cached = cache.get(file);
  if (cached) return cached;
  const plain = path.join(PUZZLE_SETS_DIR, file);
  const text = existsSync(plain)
    ? readFileSync(plain, "utf8")
    : existsSync(`${plain}.gz`)
      ? gunzipSync(readFileSync(`${plain}.gz`)).toString("utf8")
      : null;
  if (text === null) {
    throw new Error(`No puzzle set ${file} in ${PUZZLE_SETS_DIR} (nor ${file}.gz).`);
  }
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  cache.set(file, lines);
  return lines;
}

/** The puzzles of a set as 81 numbers each (0 for an empty cell); a bad line is an error. */
export function puzzleGrids(file: string): number[][] {
  return puzzleLines(file).map((line, i) => {
    if (!/^[0-9.]{81}$/.test(line)) {
      throw new Error(`${file} line ${i + 1}: not an 81-character grid: ${line.slice(0, 100)}`);
    }
    return Array.from(line, (ch) => (ch === "." ? 0 : ch.charCodeAt(0) - 48));
  });
}

/**
 * `ENGINE_SWEEP=full` (what `npm run test:engine -- --full` sets): the soundness sweeps walk
 * every puzzle of their sets instead of the sample `npm test` walks.
 */
export const FULL_SWEEP = process.env.ENGINE_SWEEP === "full";

/** A sweep's time limit: the sample's, or an hour for the full sweep. */
export const sweepTimeout = (sampleMs: number): number => (FULL_SWEEP ? 3_600_000 : sampleMs);

/**
 * The puzzles a soundness sweep walks: every `every`-th line of a set from the `first`-th
 * (the sample), or, in the full sweep, every `fullEvery`-th line from the first (every line
 * unless a sweep is too slow for that).
 */
export function sweep(file: string, every: number, first = 0, fullEvery = 1): string[] {
  const [step, from] = FULL_SWEEP ? [fullEvery, 0] : [every, first];
  return puzzleLines(file).filter((_, i) => i >= from && (i - from) % step === 0);
}
