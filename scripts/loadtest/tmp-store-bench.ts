import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { startServer } from "../../server/index";
import { PrismaGameStore } from "../../server/games/prisma-game-store";
import type { GameRecord } from "../../server/games/game-store";

const N = Number(process.argv[2] ?? 200);
const ROUNDS = Number(process.argv[3] ?? 10);
const server = await startServer({ port: 0, dataDir: mkdtempSync(join(tmpdir(), "lt-sb-")), withNext: false, log: false, env: { HOST: "127.0.0.1", PUZZLE_POOL_SIZE: "0", DATABASE_URL: process.env.DATABASE_URL || undefined } });
const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const mk = (i: number): GameRecord => ({ id: `sb-${Date.now()}-${i}`, guestId: "g", level: "easy", givens: GIVENS, solution: GIVENS, rating: { hardest: "a", hardestName: "a", score: 1 }, mistakeChecking: false, mistakes: 0, hints: { nudge: 0, cells: 0, step: 0, check: 0 }, status: "playing", issuedStep: null, clock: { activeMs: 0, resumedAt: Date.now(), pausedByPlayer: false }, version: 0, revision: 0, filled: 0, createdAt: new Date(), updatedAt: new Date(), finishedAt: null });
for (const [label, maxBatch] of [["single", 1], ["batched", 500]] as const) {
  const store = new PrismaGameStore(server.db, { maxBatch });
  let games = Array.from({ length: N }, (_, i) => mk(i + (maxBatch === 1 ? 0 : 100000)));
  for (const g of games) await store.insertGame(g);
  const t0 = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    games = games.map((g) => ({ ...g, version: g.version + 1, revision: g.revision + 1, updatedAt: new Date() }));
    await Promise.all(games.map((g) => store.appendMove(g, { seq: g.version, moveId: `m-${g.id}-${g.version}`, move: { type: "value", cells: [2], digit: 4 } })));
  }
  const s = (performance.now() - t0) / 1000;
  console.log(`${label}: ${N * ROUNDS} moves in ${s.toFixed(2)} s = ${(N * ROUNDS / s).toFixed(0)}/s`);
}
await server.stop();
