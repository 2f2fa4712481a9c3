/**
 * A fresh clone stands on its own: nothing the repository holds reads beside the clone (the
 * puzzle sets once sat in a folder there) or from a path that exists on one machine only.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PUZZLE_SETS_DIR, puzzleLines } from "../lib/sudoku/testdata/puzzle-sets";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const THIS_FILE = path.relative(REPO_ROOT, fileURLToPath(import.meta.url));

/** Paths that point outside the clone: a sibling folder, or one machine's home or work tree. */
const OUTSIDE = [
  { name: "a folder beside the clone", pattern: /\.\.\/shared\b/ },
  { name: "an absolute path of one machine", pattern: /(?<![\w.])\/(?:work|home|Users|root)\/\w/ },
];
// Stored data, not text anyone reads paths from.
const SKIP = /(^|\/)package-lock\.json$|\.(gz|png|jpe?g|ico|woff2?)$/;

function repositoryFiles(): string[] {
  const out = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "-z"],
    {
      cwd: REPO_ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return out.split("\0").filter((file) => file && file !== THIS_FILE && !SKIP.test(file));
}

describe("the repository stands on its own", () => {
  it("names no path outside the clone in any file it holds", () => {
    const files = repositoryFiles();
    // A clone with hardly any files would pass for the wrong reason.
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(REPO_ROOT, file), "utf8");
      } catch {
        continue; // deleted in the working tree but still in the index
      }
      text.split("\n").forEach((line, i) => {
        for (const { name, pattern } of OUTSIDE) {
          if (pattern.test(line)) found.push(`${file}:${i + 1}: ${name}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("ships every puzzle set SOURCES.md lists, each with the number of puzzles it says", () => {
    const sources = readFileSync(path.join(PUZZLE_SETS_DIR, "SOURCES.md"), "utf8");
    const rows = [...sources.matchAll(/^\| `([\w.]+\.txt)` +\| +(\d+) +\|/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(9);
    const counts = Object.fromEntries(rows.map(([, file]) => [file, puzzleLines(file).length]));
    expect(counts).toEqual(Object.fromEntries(rows.map(([, file, n]) => [file, Number(n)])));
  });
});
