/**
 * Two game services on one database, as two servers behind a load balancer would be: every
 * write is conditional on the version it was computed from, and the loser of a race reloads
 * and retries instead of overwriting the winner.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-support/harness";
import { GameService } from "./game-service";
import { PrismaGameStore } from "./prisma-game-store";
import { fixedPuzzles } from "../test-support/fixed-puzzle";

const puzzles = fixedPuzzles;
const GUEST = "guest-conditional-01";

let server: TestServer;
let a: GameService;
let b: GameService;

beforeAll(async () => {
  server = await startTestServer();
  const options = { puzzles, logError: () => {} };
  a = new GameService({ ...options, store: new PrismaGameStore(server.db) });
  b = new GameService({ ...options, store: new PrismaGameStore(server.db) });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await server?.dispose();
});

let seq = 0;
const moveId = () => `conditional-${++seq}`;

it("a hint on B after moves on A keeps A's moves, and both go on from the stored game", async () => {
  const { gameId } = await a.create(GUEST, { level: "easy", mistakeChecking: true });
  await a.join(GUEST, gameId, "tab-a");
  await b.join(GUEST, gameId, "tab-b"); // B caches the game at version 0
  await a.submitMove(GUEST, {
    gameId,
    moveId: moveId(),
    move: { type: "value", cells: [2], digit: 4 },
  });
  await a.submitMove(GUEST, {
    gameId,
    moveId: moveId(),
    move: { type: "value", cells: [3], digit: 9 },
  });

  const hint = await b.requestHint(GUEST, gameId, "step");
  // B saw A's wrong digit in r1c4 only because it reloaded the game.
  expect(hint.hint).toMatchObject({ kind: "mistake", cells: [3] });
  expect(hint.hints.nudge).toBe(1);
  let row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
  expect(row).toMatchObject({ version: 2, mistakes: 1, hintsNudge: 1 });

  const fromB = await b.submitMove(GUEST, {
    gameId,
    moveId: moveId(),
    move: { type: "erase", cells: [3] },
  });
  expect(fromB.ack.version).toBe(3);
  const fromA = await a.submitMove(GUEST, {
    gameId,
    moveId: moveId(),
    move: { type: "corner", cells: [5], digit: 8 },
  });
  expect(fromA.ack).toMatchObject({ version: 4, mistakes: 1 });
  row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
  expect(row).toMatchObject({ version: 4, mistakes: 1, hintsNudge: 1 });
  expect(await server.db.move.count({ where: { gameId } })).toBe(4);
});

it("accepts on A the step a hint on B showed, once", async () => {
  const { gameId } = await a.create(GUEST, { level: "easy", mistakeChecking: false });
  await a.join(GUEST, gameId, "tab-a");
  await b.join(GUEST, gameId, "tab-b");
  const { hint } = await b.requestHint(GUEST, gameId, "step");
  if (hint.kind !== "step") throw new Error("expected a step");
  const move = {
    type: "step" as const,
    placements: hint.step.placements,
    eliminations: hint.step.eliminations,
  };
  const applied = await a.submitMove(GUEST, { gameId, moveId: moveId(), move });
  expect(applied.ack.version).toBe(1);
  await expect(b.submitMove(GUEST, { gameId, moveId: moveId(), move })).rejects.toMatchObject({
    code: "bad_request",
  });
});

it("a hint on B after a pause on A keeps the player's pause and both counts", async () => {
  const { gameId } = await a.create(GUEST, { level: "easy", mistakeChecking: false });
  await a.join(GUEST, gameId, "tab-a");
  await b.join(GUEST, gameId, "tab-b"); // B caches a running clock
  await a.requestHint(GUEST, gameId, "nudge");
  await a.pause(GUEST, gameId);
  const { hints } = await b.requestHint(GUEST, gameId, "cells");
  expect(hints).toMatchObject({ nudge: 1, cells: 1 });
  const row = await server.db.game.findUniqueOrThrow({ where: { id: gameId } });
  expect(row).toMatchObject({
    pausedByPlayer: true,
    resumedAt: null,
    hintsNudge: 1,
    hintsCells: 1,
  });
});
