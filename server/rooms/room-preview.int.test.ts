/**
 * What an invite's page reads before its visitor joins, from a migrated embedded database: the
 * open room's host and terms, or for a gone room whether it raced (and its newest replay).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../db";
import type { EmbeddedDb } from "../embedded-db";
import { startMigratedDb } from "../test-support/db-template";
import { roomPreview } from "./room-preview";

const GIVENS = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

let embedded: EmbeddedDb;
let db: Db;

beforeAll(async () => {
  embedded = await startMigratedDb();
  db = createDb(embedded.adapter);
});

afterAll(async () => {
  await db?.$disconnect();
  await embedded?.stop();
});

async function race(id: string, roomCode: string, createdAt: Date, finished: boolean) {
  await db.race.create({
    data: {
      id,
      roomCode,
      round: 1,
      level: "easy",
      givens: GIVENS,
      solution: SOLUTION,
      hardest: "hidden-single",
      hardestName: "Hidden single",
      score: 10,
      mistakeChecking: false,
      hintsAllowed: true,
      entrants: [],
      startsAt: createdAt,
      createdAt,
      finishedAt: finished ? new Date(createdAt.getTime() + 60_000) : null,
    },
  });
}

describe("roomPreview", () => {
  it("reads an open room's host, terms, phase and racers", async () => {
    await db.room.create({
      data: {
        code: "ACDEFG",
        hostId: "p-ada",
        level: "hard",
        maxPlayers: 4,
        mistakeChecking: true,
        hintsAllowed: false,
        expiresAt: new Date(Date.now() + 60_000),
        players: {
          create: [
            { guestId: "g-bea", playerId: "p-bea", name: "Bea", role: "player", seat: 2 },
            { guestId: "g-ada", playerId: "p-ada", name: "Ada", role: "player", seat: 1 },
            { guestId: "g-cy", playerId: "p-cy", name: "Cy", role: "spectator", seat: 3 },
          ],
        },
      },
    });
    expect(await roomPreview(db, "ACDEFG")).toEqual({
      kind: "open",
      hostName: "Ada",
      settings: { level: "hard", maxPlayers: 4, mistakeChecking: true, hintsAllowed: false },
      phase: "lobby",
      racers: 2,
    });
  });

  it("finds a gone room's newest finished race to replay", async () => {
    await race("race-old", "K7QM4P", new Date("2026-11-01T10:00:00Z"), true);
    await race("race-new", "K7QM4P", new Date("2026-11-02T10:00:00Z"), true);
    // Unfinished (its room swept mid-round): nothing to replay there.
    await race("race-cut", "K7QM4P", new Date("2026-11-03T10:00:00Z"), false);
    await race("race-elsewhere", "HJKMNP", new Date("2026-11-04T10:00:00Z"), true);
    expect(await roomPreview(db, "K7QM4P")).toEqual({ kind: "ended", replayRaceId: "race-new" });
  });

  it("says a gone room that never finished a race has ended, with nothing to replay", async () => {
    await race("race-only", "QRTUVW", new Date("2026-11-05T10:00:00Z"), false);
    expect(await roomPreview(db, "QRTUVW")).toEqual({ kind: "ended", replayRaceId: null });
  });

  it("tells a code that never had a room or a race", async () => {
    expect(await roomPreview(db, "XY3479")).toEqual({ kind: "unknown" });
  });
});
