/**
 * `npm run bench:leaderboard [loads]`: how fast leaderboard pages and profiles read with
 * 100 000 games in the database. Seeds a throwaway database with the demo seed, then times
 * `loads` (default 300) leaderboard page loads (every board, several pages, each with the
 * viewer's own rank) and as many profile loads, and prints figures per board. The last line
 * is the summary, always in this form:
 *
 *   leaderboard: 100000 games, page p50 3.2 ms, p95 9.8 ms; profile p50 4.0 ms, p95 11.3 ms
 *
 * Embedded (default): PGlite in a temporary data directory, removed afterwards.
 * PostgreSQL: DATABASE_URL names a server and a database to connect to first; the bench
 * creates its own database `nonet_bench_<pid>` there and drops it afterwards, so the role
 * needs CREATEDB. Timings are taken in this process through Prisma, as the page does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { parseBoardParams } from "../lib/leaderboard/board-params";
import { utcDate } from "../lib/leaderboard/ranking";
import { LEVELS } from "../lib/sudoku/level";
import { applyMigrations } from "../prisma/migrate";
import { createDb, postgresAdapter, type Db } from "../server/db";
import { startEmbeddedDb } from "../server/embedded-db";
import { loadBoard } from "../server/leaderboards/board-query";
import { loadProfile } from "../server/profiles/profile-query";
import { DEFAULT_SEED, seedDemo } from "./seed-demo";
import { quantile } from "./bench-stats";

interface Throwaway {
  db: Db;
  label: string;
  analyze(): Promise<void>;
  dispose(): Promise<void>;
}

async function embedded(): Promise<Throwaway> {
  const dir = mkdtempSync(join(tmpdir(), "nonet-bench-"));
  const database = await startEmbeddedDb(join(dir, "pglite"), "npm run bench:leaderboard");
  await applyMigrations(database.pglite);
  const db = createDb(database.adapter);
  return {
    db,
    label: "embedded PGlite",
    analyze: async () => void (await database.pglite.query("ANALYZE")),
    async dispose() {
      await db.$disconnect();
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(url: string): Promise<Throwaway> {
  const name = `nonet_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  await applyMigrations(benchUrl.toString());
  const db = createDb(postgresAdapter(benchUrl.toString(), 1));
  return {
    db,
    label: `PostgreSQL (${benchUrl.host}, database ${name})`,
    analyze: async () => void (await db.$executeRawUnsafe("ANALYZE")),
    async dispose() {
      await db.$disconnect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A cheap seeded generator, so two runs load the same mix. */
function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const fmt = (ms: number) => ms.toFixed(1);

function summary(times: number[]): string {
  return `p50 ${fmt(quantile(times, 0.5))} ms, p95 ${fmt(quantile(times, 0.95))} ms`;
}

async function main(): Promise<void> {
  const loads = Number(process.argv[2] ?? 300);
  if (!Number.isInteger(loads) || loads < 1) throw new Error("usage: bench:leaderboard [loads]");
  const url = process.env.DATABASE_URL;
  const target = url ? await postgres(url) : await embedded();
  try {
    const { db } = target;
    const now = new Date();
    const seeded = await seedDemo(db, { ...DEFAULT_SEED, now });
    if (!seeded.seeded) throw new Error(seeded.reason);
    await target.analyze();
    const games = seeded.counts.results;
    console.log(`${target.label}: seeded ${games} games in ${(seeded.ms / 1000).toFixed(1)} s`);

    const random = rng(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const user = () =>
      `demo${String(1 + Math.floor(random() * DEFAULT_SEED.users)).padStart(4, "0")}`;
    const viewerId = async (username: string) => {
      const row = await db.user.findUniqueOrThrow({ where: { usernameKey: username } });
      return `user:${row.id}`;
    };
    const views: Record<string, string>[] = [
      { board: "daily" },
      { board: "best" },
      { board: "wins", period: "week" },
      { board: "wins", period: "all" },
      { board: "streaks" },
      { board: "best", filter: "raced" },
    ];
    const nameOf = (view: Record<string, string>) =>
      [view.board, view.period, view.filter].filter(Boolean).join(" ");
    const viewers = await Promise.all(Array.from({ length: 50 }, () => viewerId(user())));

    // Warm up: the first queries pay for planning and cold caches.
    for (const view of views)
      await loadBoard(db, parseBoardParams(view, now).params, viewers[0], now);

    const perBoard = new Map<string, number[]>();
    const pages: number[] = [];
    for (let i = 0; i < loads; i++) {
      const view = { ...views[i % views.length] };
      if (view.board === "daily") {
        view.date = utcDate(new Date(now.getTime() - (1 + Math.floor(random() * 90)) * 86_400_000));
      }
      if (view.board === "best") view.level = pick(LEVELS);
      view.page = String(1 + Math.floor(random() ** 2 * 8));
      const params = parseBoardParams(view, now).params;
      const started = performance.now();
      await loadBoard(db, params, pick(viewers), now);
      const ms = performance.now() - started;
      pages.push(ms);
      const name = nameOf(view);
      perBoard.set(name, [...(perBoard.get(name) ?? []), ms]);
    }
    for (const [name, times] of perBoard) {
      console.log(
        `  ${name.padEnd(16)} ${String(times.length).padStart(4)} loads, ${summary(times)}`,
      );
    }

    const profiles: number[] = [];
    for (let i = 0; i < loads; i++) {
      const username = user();
      const viewer = random() < 0.3 ? await viewerId(username) : pick(viewers);
      const started = performance.now();
      const profile = await loadProfile(db, username, viewer, now);
      profiles.push(performance.now() - started);
      if (!profile) throw new Error(`no profile for ${username}`);
    }
    console.log(
      `  ${"profile".padEnd(16)} ${String(loads).padStart(4)} loads, ${summary(profiles)}`,
    );
    console.log(
      `leaderboard: ${games} games, page ${summary(pages)}; profile ${summary(profiles)}`,
    );
  } finally {
    await target.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
