/**
 * `npm run seed:demo`: demo data for a fresh install and for the leaderboard bench. 2 000
 * accounts (demo0001..demo2000, password DEMO_PASSWORD) and 100 000 finished games over the
 * 90 days before today: single games, 4-player races (Race and Game rows, so replay links
 * resolve) and dailies (DailyPuzzle and DailyAttempt rows), with BestTime and PlayerStats
 * derived from the results exactly as the finishing transaction keeps them.
 *
 * Everything is generated inside the database (INSERT ... SELECT generate_series) in one
 * transaction: a few seconds, and a failure leaves nothing behind. Refuses when demo0001
 * exists. The embedded database must not be in use (the server holds its lock): stop it first.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { applyMigrations } from "../prisma/migrate";
import { hashPassword } from "../server/auth/password";
import { createDb, postgresAdapter, type Db } from "../server/db";
import { startEmbeddedDb } from "../server/embedded-db";
import { loadEnv } from "../server/env";
import { PENALTY_SECONDS } from "../lib/results/penalties";
import { utcDate } from "../lib/leaderboard/ranking";
import { WEEKLY_ROTATION } from "../lib/daily/rotation";
import { parseGrid, rate } from "../lib/sudoku";

/** Known on purpose: anyone may sign in as a demo player. Never seed a public server. */
export const DEMO_PASSWORD = "nonet-demo";

export interface SeedOptions {
  users: number;
  games: number;
  days: number;
  /** Races have this many players each. */
  racers: number;
  now: Date;
}

export const DEFAULT_SEED: Omit<SeedOptions, "now"> = {
  users: 2_000,
  games: 100_000,
  days: 90,
  racers: 4,
};

export type SeedSummary =
  { seeded: false; reason: string } | { seeded: true; counts: Record<string, number>; ms: number };

// The Wikipedia puzzle and its solution: every demo game is a digit relabelling of it, so each
// row holds a real puzzle with its real solution (a replay or a daily page can show it).
const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** Typical solving times per level; a player's skill and luck spread them. */
const TYPICAL_MS = {
  easy: 240_000,
  medium: 420_000,
  hard: 660_000,
  expert: 960_000,
  extreme: 1_500_000,
};

/**
 * SQL for the 1-based index in TYPICAL_MS's levels of the daily level of a date expression:
 * the weekly rotation (lib/daily/rotation.ts) by ISO weekday, Monday 1.
 */
function weekdayLevel(date: string): string {
  const levels = Object.keys(TYPICAL_MS);
  const indexes = WEEKLY_ROTATION.map(({ level }) => levels.indexOf(level) + 1);
  return `(ARRAY[${indexes.join(",")}])[extract(isodow from ${date})::int]`;
}

/**
 * The seed's SQL. `$n` placeholders are the only values: counts and dates are computed
 * here, never typed by a user.
 */
function seedStatements(
  o: SeedOptions,
  passwordHash: string,
  rating: { hardest: string; hardestName: string; score: number },
): [string, unknown[]][] {
  const today = utcDate(o.now);
  const races = Math.floor((o.games * 0.3) / o.racers);
  const p = PENALTY_SECONDS;
  const levels = Object.keys(TYPICAL_MS);
  const typical = Object.values(TYPICAL_MS);
  // A relabelling per day (or race): digits rotated by k, a different-looking grid.
  const relabel = (col: string, k: string) =>
    `translate(${col}, '123456789', substr('123456789123456789', 1 + (${k}) % 9, 9))`;
  const penalty = `1000 * (s.nudge * ${p.nudge} + s.cells * ${p.cells} + s.step * ${p.step} + s."check" * ${p.check} + s.mistakes * ${p.mistake})`;
  return [
    [
      `INSERT INTO "User" (id, "usernameKey", username, "displayName", "passwordHash", "createdAt")
       SELECT 'demo-' || lpad(i::text, 4, '0'), 'demo' || lpad(i::text, 4, '0'), 'demo' || lpad(i::text, 4, '0'),
         (ARRAY['Ada','Bram','Chloé','Dev','Elif','Finn','Greta','Hiro','Ines','Jonas','Kemi','Luca',
                'Maya','Nils','Oona','Pavel','Quinn','Rosa','Sami','Tove'])[1 + i % 20] || ' ' || i,
         $1, $2::timestamp(3) - interval '120 days'
       FROM generate_series(1, $3::int) i`,
      [passwordHash, o.now, o.users],
    ],
    [
      // Who plays what and when: dailies in runs of consecutive days (a few players every
      // day, for long streaks), 4-player races, and single games for the rest. One pass.
      `CREATE TEMP TABLE seed_game ON COMMIT DROP AS
       WITH daily AS (
         SELECT d, u, ${weekdayLevel("$6::date - d")} AS lvl FROM generate_series(1, $1::int) d, generate_series(1, $2::int) u
         WHERE (d + u * 7) % 31 < u % 7 OR u % 97 = 0
       ), race AS (
         SELECT r, j, 1 + ((r * $3::int + j) * 7 + r / 500) % $2::int AS u, 1 + r % $1::int AS d, 1 + (r / 7) % 5 AS lvl
         FROM generate_series(1, $4::int) r, generate_series(0, $3::int - 1) j
       ), counts AS (SELECT ((SELECT count(*) FROM daily) + (SELECT count(*) FROM race))::int AS n
       ), slots AS (
         SELECT 'daily' AS kind, u::int AS u, d::int AS d, lvl::int AS lvl, NULL::int AS r FROM daily
         UNION ALL SELECT 'race', u, d, lvl, r FROM race
         UNION ALL SELECT 'single', (1 + (i * 13) % $2::int)::int, (1 + (i * 7) % $1::int)::int,
           (1 + CASE WHEN i % 10 < 3 THEN 0 WHEN i % 10 < 6 THEN 1 WHEN i % 10 < 8 THEN 2 WHEN i % 10 < 9 THEN 3 ELSE 4 END)::int, NULL
         FROM counts, generate_series(1, $5::int - counts.n) i
       ), drawn AS (
         -- Each player has a skill (a time factor from 0.5 to 1.7), each game some luck.
         SELECT *, random() AS luck, random() AS held, random() AS hinted, random() AS at
         FROM slots
       ), timed AS (
         SELECT *,
           CASE WHEN kind <> 'race' AND held < 0.004 THEN 30000 + floor(luck * 20000)::int
             ELSE (round(($7::int[])[lvl] * (0.5 + ((u * 7919) % 1000) / 1000.0 * 1.2) * (0.85 + 0.5 * luck) / 100) * 100)::int
           END AS "activeMs",
           CASE kind
             WHEN 'daily' THEN ($6::date - d) + make_interval(secs => floor(at * 80000))
             WHEN 'race' THEN $8::timestamp(3) - make_interval(days => d - 1, secs => 3600 + (r % 600) * 120)
             ELSE $8::timestamp(3) - make_interval(days => d - 1, secs => floor(at * 86000)) END AS "startedAt"
         FROM drawn
       )
       SELECT kind, u, d, lvl, r, "activeMs", "startedAt",
         'demo-' || kind || '-' || substr(md5(u || '-' || d || '-' || coalesce(r, 0) || '-' || luck), 1, 16) AS id,
         'user:demo-' || lpad(u::text, 4, '0') AS "playerId",
         ($9::text[])[lvl] AS level,
         (hinted < 0.25)::int + (hinted < 0.08)::int AS nudge,
         (hinted < 0.06)::int AS cells,
         (hinted < 0.02)::int AS step,
         (at < 0.05)::int AS "check",
         floor(3 * luck ^ 6)::int AS mistakes,
         kind <> 'single' OR held < 0.93 AS solved,
         CASE WHEN kind <> 'race' AND held < 0.004 THEN 'faster than the floor for this puzzle' END AS review,
         CASE WHEN r IS NOT NULL THEN 'demorace' || lpad(r::text, 6, '0') END AS "raceId",
         CASE WHEN kind = 'daily' THEN to_char($6::date - d, 'YYYY-MM-DD') END AS "dailyDate",
         "startedAt" + make_interval(secs => "activeMs" / 1000.0) AS "finishedAt",
         -- The fastest racer of each race won it.
         r IS NOT NULL AND row_number() OVER (PARTITION BY r ORDER BY "activeMs", u) = 1 AS won
       FROM timed`,
      [o.days, o.users, o.racers, races, o.games, today, typical, o.now, levels],
    ],
    [
      `INSERT INTO "DailyPuzzle" (date, level, givens, solution, hardest, "hardestName", score, "createdAt")
       SELECT to_char($1::date - d, 'YYYY-MM-DD'), ($2::text[])[${weekdayLevel("$1::date - d")}], ${relabel("$3::text", "d")},
         ${relabel("$4::text", "d")}, $5, $6, $7, $1::date - d
       FROM generate_series(1, $8::int) d`,
      [today, levels, GIVENS, SOLUTION, rating.hardest, rating.hardestName, rating.score, o.days],
    ],
    [
      `INSERT INTO "Race" (id, "roomCode", round, level, givens, solution, hardest, "hardestName", score,
         "mistakeChecking", "hintsAllowed", entrants, "startsAt", "winnerId", "winnerAt", "finishedAt", "createdAt")
       SELECT "raceId", 'DEMO' || lpad((r % 10000)::text, 4, '0'), 1, min(level), ${relabel("$1::text", "r")},
         ${relabel("$2::text", "r")}, $3, $4, $5, false, true,
         jsonb_agg(jsonb_build_object('playerId', "playerId", 'guestId', "playerId", 'name', 'demo' || lpad(u::text, 4, '0'))),
         min("startedAt"), max(CASE WHEN won THEN "playerId" END), min("finishedAt"), max("finishedAt"), min("startedAt")
       FROM seed_game WHERE r IS NOT NULL GROUP BY r, "raceId"`,
      [GIVENS, SOLUTION, rating.hardest, rating.hardestName, rating.score],
    ],
    [
      `INSERT INTO "Game" (id, "guestId", level, givens, solution, hardest, "hardestName", score,
         "mistakeChecking", mistakes, "hintsNudge", "hintsCells", "hintsStep", "hintsCheck", status,
         "activeMs", filled, "createdAt", "updatedAt", "finishedAt", "raceId", "startsAt", "startedAt", "dailyDate")
       SELECT id, "playerId", level, ${relabel("$1::text", "coalesce(r, d)")}, ${relabel("$2::text", "coalesce(r, d)")},
         $3, $4, $5, false, mistakes, nudge, cells, step, "check", CASE WHEN solved THEN 'solved' ELSE 'failed' END,
         "activeMs", CASE WHEN solved THEN 51 ELSE 30 END, "startedAt", "finishedAt", "finishedAt", "raceId",
         CASE WHEN r IS NOT NULL THEN "startedAt" END, "startedAt", "dailyDate"
       FROM seed_game`,
      [GIVENS, SOLUTION, rating.hardest, rating.hardestName, rating.score],
    ],
    [
      `INSERT INTO "Result" ("gameId", "playerId", kind, level, givens, score, "emptyCells", "startedAt",
         "finishedAt", "activeMs", "hintsNudge", "hintsCells", "hintsStep", "hintsCheck", mistakes, solved,
         "penaltyMs", "rankedMs", review, "raceId", won, contested, "dailyDate")
       -- Demo races are between distinct accounts who all played: every win is contested.
       SELECT g.id, s."playerId", s.kind, s.level, g.givens, $1, 51, s."startedAt", s."finishedAt", s."activeMs",
         s.nudge, s.cells, s.step, s."check", s.mistakes, s.solved, ${penalty},
         s."activeMs" + ${penalty}, s.review, s."raceId", s.won, s.won, s."dailyDate"
       FROM seed_game s JOIN "Game" g ON g.id = s.id`,
      [rating.score],
    ],
    [
      `INSERT INTO "DailyAttempt" (date, "playerId", "gameId", "createdAt")
       SELECT "dailyDate", "playerId", id, "startedAt" FROM seed_game WHERE kind = 'daily'`,
      [],
    ],
    [
      `INSERT INTO "BestTime" (level, "playerId", "rankedMs", "gameId", "finishedAt")
       SELECT DISTINCT ON (level, "playerId") level, "playerId", "rankedMs", "gameId", "finishedAt"
       FROM "Result" WHERE "playerId" LIKE 'user:demo-%' AND solved AND review IS NULL AND level <> 'custom'
       ORDER BY level, "playerId", "rankedMs", "finishedAt"`,
      [],
    ],
    [
      // Streaks: consecutive solved dailies form islands (date minus its row number is constant
      // along one); the current streak is the island that ends on the last daily played.
      `INSERT INTO "PlayerStats" ("playerId", "raceWins", "dailyStreak", "longestStreak", "lastDailyDate")
       WITH days AS (
         SELECT "playerId", "dailyDate"::date AS day,
           "dailyDate"::date - (row_number() OVER (PARTITION BY "playerId" ORDER BY "dailyDate"))::int AS island
         FROM "Result" WHERE "playerId" LIKE 'user:demo-%' AND kind = 'daily' AND solved
       ), islands AS (
         SELECT "playerId", count(*)::int AS len, max(day) AS last FROM days GROUP BY "playerId", island
       ), streaks AS (
         SELECT DISTINCT ON ("playerId") "playerId", len AS current, last,
           max(len) OVER (PARTITION BY "playerId") AS longest
         FROM islands ORDER BY "playerId", last DESC
       ), wins AS (
         SELECT "playerId", count(*)::int AS n FROM "Result"
         WHERE "playerId" LIKE 'user:demo-%' AND won GROUP BY "playerId"
       )
       SELECT 'user:' || u.id, coalesce(w.n, 0), coalesce(s.current, 0), coalesce(s.longest, 0),
         to_char(s.last, 'YYYY-MM-DD')
       FROM "User" u LEFT JOIN wins w ON w."playerId" = 'user:' || u.id
         LEFT JOIN streaks s ON s."playerId" = 'user:' || u.id
       WHERE u.id LIKE 'demo-%'`,
      [],
    ],
  ];
}

function puzzleRating(): { hardest: string; hardestName: string; score: number } {
  const parsed = parseGrid(GIVENS);
  if (!parsed.ok) throw new Error("the demo puzzle does not parse");
  const { hardest, hardestName, score } = rate(parsed.grid);
  return { hardest, hardestName, score };
}

/** Seeds `db` (already migrated) unless demo players are there already. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  if (await db.user.findUnique({ where: { usernameKey: "demo0001" }, select: { id: true } })) {
    return { seeded: false, reason: "demo players are already there (demo0001 exists)" };
  }
  const statements = seedStatements(options, await hashPassword(DEMO_PASSWORD), puzzleRating());
  await db.$transaction(
    async (tx) => {
      for (const [sql, values] of statements) await tx.$executeRawUnsafe(sql, ...values);
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
  const demo = { playerId: { startsWith: "user:demo-" } };
  const counts = {
    users: await db.user.count({ where: { id: { startsWith: "demo-" } } }),
    results: await db.result.count({ where: demo }),
    races: await db.race.count({ where: { id: { startsWith: "demorace" } } }),
    dailyPuzzles: await db.dailyPuzzle.count(),
    bestTimes: await db.bestTime.count({ where: demo }),
    playerStats: await db.playerStats.count({ where: demo }),
  };
  return { seeded: true, counts, ms: performance.now() - started };
}

async function main(): Promise<void> {
  const env = loadEnv();
  let stop = async () => {};
  let db: Db;
  if (env.DATABASE_URL) {
    await applyMigrations(env.DATABASE_URL);
    db = createDb(postgresAdapter(env.DATABASE_URL, 1));
  } else {
    const embedded = await startEmbeddedDb(join(env.DATA_DIR, "pglite"), "npm run seed:demo");
    stop = () => embedded.stop();
    await applyMigrations(embedded.pglite);
    db = createDb(embedded.adapter);
  }
  try {
    const where = env.DATABASE_URL ? "DATABASE_URL" : join(env.DATA_DIR, "pglite");
    const summary = await seedDemo(db, { ...DEFAULT_SEED, now: new Date() });
    if (!summary.seeded) {
      console.log(`Nothing to do in ${where}: ${summary.reason}.`);
      return;
    }
    const counts = Object.entries(summary.counts).map(([name, n]) => `${n} ${name}`);
    console.log(`Seeded ${where}: ${counts.join(", ")} in ${(summary.ms / 1000).toFixed(1)} s.`);
    console.log(
      `Sign in as demo0001..demo${String(DEFAULT_SEED.users).padStart(4, "0")} with the password "${DEMO_PASSWORD}".`,
    );
  } finally {
    await db.$disconnect();
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
