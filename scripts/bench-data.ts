/**
 * The public puzzle sets for the benchmark, read from `../shared/data` beside the clone
 * (see SOURCES.md there); they are never copied into the repository.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DATA_DIR = path.resolve(REPO_ROOT, "../shared/data");

/** One puzzle per line, 81 characters, `.` or `0` for empty. */
export function readPuzzles(file: string): number[][] {
  const full = path.join(DATA_DIR, file);
  if (!existsSync(full)) {
    throw new Error(
      `Puzzle set ${file} not found at ${full} (expected ../shared/data beside the clone).`,
    );
  }
  return readFileSync(full, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      if (!/^[0-9.]{81}$/.test(line)) throw new Error(`${file}: not an 81-character grid: ${line}`);
      return Array.from(line, (ch) => (ch === "." ? 0 : ch.charCodeAt(0) - 48));
    });
}
