/**
 * Games created before hints were counted by kind keep their count: every old hint was a
 * full step, so `hintsUsed` moves into `hintsStep`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";

const DIR = join(import.meta.dirname, "../../prisma/migrations");
const sql = (suffix: string) => {
  const folder = readdirSync(DIR).find((name) => name.endsWith(suffix));
  if (!folder) throw new Error(`no migration ${suffix}`);
  return readFileSync(join(DIR, folder, "migration.sql"), "utf8");
};

it("moves an old game's hint total into the step count", async () => {
  const db = new PGlite();
  try {
    await db.exec(sql("_init"));
    await db.exec(`INSERT INTO "Game" (id, "guestId", level, givens, solution, hardest,
      "hardestName", score, "mistakeChecking", "hintsUsed")
      VALUES ('old-game-0001', 'guest', 'easy', '', '', 'x', 'X', 1, false, 3)`);
    await db.exec(sql("_hint_counts"));
    const { rows } = await db.query(
      `SELECT "hintsNudge", "hintsCells", "hintsStep", "hintsCheck" FROM "Game"`,
    );
    expect(rows).toEqual([{ hintsNudge: 0, hintsCells: 0, hintsStep: 3, hintsCheck: 0 }]);
  } finally {
    await db.close();
  }
  // Every migration up to this one runs on a fresh in-memory database: seconds alone, over
  // 30 s on a machine busy with browsers.
}, 90_000);
