/**
 * The public puzzle sets for the benchmarks: the copies shipped in `lib/sudoku/testdata/`
 * (see SOURCES.md there), so a fresh clone benchmarks with nothing beside it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export { puzzleGrids as readPuzzles } from "../lib/sudoku/testdata/puzzle-sets";
