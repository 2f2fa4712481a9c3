/**
 * How long loadProfile takes over a big Result table: RESULTS rows spread over PLAYERS
 * players (one of them, "heavy", holding HEAVY of the rows; a seventh are dailies), on the
 * embedded database (or DATABASE_URL), then the profile read REPEAT times as a visitor.
 *
 *   tsx server/profiles/profile-bench.ts [results=100000] [players=1000] [heavy=10000]
 */
import { performance } from "node:perf_hooks";
import { applyMigrations } from "../../prisma/migrate";
import { userPlayerId } from "../auth/identity";
import { createDb, postgresAdapter } from "../db";
import { startEmbeddedDb } from "../embedded-db";
import { loadProfile } from "./profile-query";

const RESULTS = Number(process.argv[2] ?? 100_000);
const PLAYERS = Number(process.argv[3] ?? 1_000);
const HEAVY = Number(process.argv[4] ?? 10_000);
const REPEAT = 20;
const LEVELS = ["easy", "medium", "hard", "expert", "extreme"];
const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const NOW = Date.parse("2026-11-23T12:00:00Z");

const embedded = process.env.DATABASE_URL ? null : await startEmbeddedDb(null);
if (embedded) await applyMigrations(embedded.pglite);
const db = createDb(embedded ? embedded.adapter : postgresAdapter(process.env.DATABASE_URL!, 4));
const run = `b${Date.now().toString(36)}`;

try {
  const users = Array.from({ length: PLAYERS }, (_, i) => ({
    id: `${run}-u${i}`,
    usernameKey: `${run}_${i}`,
    username: `${run}_${i}`,
    displayName: `Player ${i}`,
  }));
  await db.user.createMany({ data: users });
  const seedStart = performance.now();
  const BATCH = 2_000;
  for (let start = 0; start < RESULTS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(RESULTS, start + BATCH); i++) {
      const heavy = i < HEAVY;
      const player = heavy ? 0 : 1 + (i % (PLAYERS - 1));
      const finishedAt = new Date(NOW - ((i * 7919) % (365 * 86_400)) * 1000);
      const activeMs = 120_000 + ((i * 104_729) % 1_200_000);
      const daily = i % 7 === 0;
      rows.push({
        gameId: `${run}-g${i}`,
        playerId: userPlayerId(users[player].id),
        kind: daily ? "daily" : "single",
        level: LEVELS[i % LEVELS.length],
        givens: GIVENS,
        score: 100,
        emptyCells: 51,
        startedAt: new Date(finishedAt.getTime() - activeMs),
        finishedAt,
        activeMs,
        hintsNudge: 0,
        hintsCells: 0,
        hintsStep: i % 3,
        hintsCheck: 0,
        mistakes: 0,
        solved: i % 9 !== 0,
        penaltyMs: (i % 3) * 45_000,
        rankedMs: activeMs + (i % 3) * 45_000,
        review: null,
        dailyDate: daily ? finishedAt.toISOString().slice(0, 10) : null,
      });
    }
    await db.result.createMany({ data: rows });
  }
  console.log(
    `seeded ${RESULTS} results in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  await embedded?.pglite.exec('ANALYZE "Result"');

  for (const [name, username] of [
    ["heavy player", users[0].username],
    ["typical player", users[1].username],
  ] as const) {
    const times: number[] = [];
    let recent = 0;
    for (let i = 0; i < REPEAT; i++) {
      const t = performance.now();
      const profile = await loadProfile(db, username, null, new Date(NOW));
      times.push(performance.now() - t);
      recent = profile?.recent.length ?? 0;
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    console.log(
      `${name}: loadProfile p50 ${p(0.5).toFixed(1)} ms, p90 ${p(0.9).toFixed(1)} ms ` +
        `(${REPEAT} reads, ${recent} recent games)`,
    );
  }
} finally {
  await db.$disconnect();
  await embedded?.stop();
}
