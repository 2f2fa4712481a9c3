/**
 * Race rooms against the real server with real socket.io clients: lobbies, starts, the race
 * to the end, the authority over moves, and the winner decided once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomSnapshot } from "@/lib/game/room-protocol";
import { moveId, startTestServer, type TestServer } from "../test-support/harness";
import {
  ask,
  fill,
  must,
  newClient,
  openGame,
  roomOf,
  roomWhere,
  startRace,
  type Racer,
} from "../test-support/race";

let server: TestServer;
const everyone: Racer[] = [];

beforeAll(async () => {
  server = await startTestServer({ rooms: { countdownMs: 300, reconnectGraceMs: 60_000 } });
});

afterAll(async () => {
  for (const racer of everyone) racer.socket.disconnect();
  await server.dispose();
});

async function room(count: number, settings = {}) {
  const made = await roomOf(server, count, settings);
  everyone.push(...made.racers);
  return made;
}

describe.each([2, 8])("a race of %i players", (count) => {
  it("runs from the lobby to a winner and full standings, and never sends the solution", async () => {
    const { code, racers } = await room(count);
    const lobby = await roomWhere(racers[0], (r) => r.members.length === count);
    expect(lobby.members.map((m) => m.role)).toEqual(new Array(count).fill("player"));
    await startRace(code, racers);
    const plays = await Promise.all(racers.map((racer) => openGame(code, racer)));
    const solution = solutionOf(plays[0]);
    expect(new Set(plays.map((p) => p.snapshot.givens)).size).toBe(1);
    expect(new Set(plays.map((p) => p.gameId)).size).toBe(count);

    // Racer 1 wins; the others finish in seat order after.
    for (const play of plays) await fill(play);
    const finished = await roomWhere(racers[count - 1], (r) => r.phase === "finished");
    const race = finished.race!;
    expect(race.winnerId).toBe(racers[0].room.you);
    expect(race.finishedAt).not.toBeNull();
    expect(race.progress.map((p) => p.rank)).toEqual(racers.map((_, i) => i + 1));
    expect(race.progress.every((p) => p.status === "solved" && p.timeMs! > 0)).toBe(true);
    for (const racer of racers) {
      const seen = await roomWhere(racer, (r) => r.phase === "finished");
      expect(seen.race!.winnerId).toBe(racers[0].room.you);
      expect(racer.received.join("\n")).not.toContain(solution);
    }
  });
});

it("shows progress as cells filled, never whether they are right", async () => {
  const { code, racers } = await room(2);
  await startRace(code, racers);
  const [a, b] = await Promise.all(racers.map((r) => openGame(code, r)));
  const { cell, digit } = a.todo[0];
  const wrong = (digit % 9) + 1;
  const progress = new Promise<unknown>((resolve) => b.racer.socket.once("race:progress", resolve));
  await must(a.racer, "move:submit", {
    gameId: a.gameId,
    moveId: moveId(),
    move: { type: "value", cells: [cell], digit: wrong },
  });
  const event = (await progress) as {
    progress: { playerId: string; filled: number; status: string }[];
  };
  const entry = event.progress.find((p) => p.playerId === racers[0].room.you)!;
  expect(entry).toMatchObject({ filled: 1, status: "playing" });
  expect(JSON.stringify(event)).not.toContain("wrong");
});

it("refuses moves in another racer's game, on givens, before the start and after the end", async () => {
  const { code, racers } = await room(2);
  for (const racer of racers.slice(1)) await must(racer, "room:ready", { code, ready: true });
  const { room: started } = await must<{ room: RoomSnapshot }>(racers[0], "room:start", { code });
  const early = await ask(racers[0], "game:join", { gameId: started.race!.gameId });
  expect(early).toMatchObject({ ok: false, error: { code: "too_early" } });
  await new Promise((resolve) =>
    setTimeout(resolve, started.race!.startsAt - started.serverNow + 20),
  );

  const [a, b] = await Promise.all(racers.map((r) => openGame(code, r)));
  const foreign = await ask(a.racer, "move:submit", {
    gameId: b.gameId,
    moveId: moveId(),
    move: { type: "value", cells: [b.todo[0].cell], digit: b.todo[0].digit },
  });
  expect(foreign).toMatchObject({ ok: false, error: { code: "bad_request" } });
  const foreignJoin = await ask(a.racer, "game:join", { gameId: b.gameId });
  expect(foreignJoin).toMatchObject({ ok: false, error: { code: "forbidden" } });

  const given = [...a.snapshot.givens].findIndex((ch) => ch !== "0");
  const onGiven = await ask(a.racer, "move:submit", {
    gameId: a.gameId,
    moveId: moveId(),
    move: { type: "value", cells: [given], digit: 1 },
  });
  expect(onGiven).toMatchObject({ ok: false, error: { code: "bad_request" } });
  const hint = await ask(a.racer, "hint:request", { gameId: a.gameId, level: "nudge" });
  expect(hint).toMatchObject({ ok: true });

  await fill(a);
  const after = await ask(a.racer, "move:submit", {
    gameId: a.gameId,
    moveId: moveId(),
    move: { type: "corner", cells: [a.snapshot.givens.indexOf("0")], digit: 2 },
  });
  expect(after).toMatchObject({ ok: false, error: { code: "game_over" } });
  // Nothing refused reached the log: the winner's version counts only the accepted moves.
  const { snapshot } = await must<{ snapshot: { version: number } }>(a.racer, "game:join", {
    gameId: a.gameId,
  });
  expect(snapshot.version).toBe([...a.snapshot.givens].filter((ch) => ch === "0").length);
});

it("keeps hints off when the host turned them off, and the race clock never pauses", async () => {
  const { code, racers } = await room(2, { hintsAllowed: false });
  await startRace(code, racers);
  const [a] = await Promise.all(racers.map((r) => openGame(code, r)));
  const hint = await ask(a.racer, "hint:request", { gameId: a.gameId, level: "nudge" });
  expect(hint).toMatchObject({ ok: false, error: { code: "forbidden" } });
  const paused = await must<{ timer: { running: boolean } }>(a.racer, "timer:pause", {
    gameId: a.gameId,
  });
  expect(paused.timer.running).toBe(true);
});

it("enforces the lobby: only the host starts, once the others are ready; late comers watch", async () => {
  const { code, racers } = await room(3);
  const [host, b, c] = racers;
  const notHost = await ask(b, "room:start", { code });
  expect(notHost).toMatchObject({ ok: false, error: { code: "forbidden" } });
  const notReady = await ask(host, "room:start", { code });
  expect(notReady).toMatchObject({ ok: false, error: { code: "bad_request" } });
  expect(JSON.stringify(notReady)).toContain("Racer 2");

  await must(host, "room:settings", { code, settings: { level: "medium", mistakeChecking: true } });
  const tooFew = await ask(host, "room:settings", { code, settings: { maxPlayers: 2 } });
  expect(tooFew).toMatchObject({ ok: false });
  const bySomeoneElse = await ask(b, "room:settings", { code, settings: { level: "hard" } });
  expect(bySomeoneElse).toMatchObject({ ok: false, error: { code: "forbidden" } });
  const seen = await roomWhere(c, (r) => r.settings.level === "medium");
  expect(seen.settings.mistakeChecking).toBe(true);

  await startRace(code, racers.slice(0, 1).concat(b, c));
  const late = await newClient(server, "Late");
  everyone.push(late);
  const { room: watched } = await must<{ room: RoomSnapshot }>(late, "room:join", {
    code,
    name: late.name,
  });
  const me = watched.members.find((m) => m.playerId === watched.you)!;
  expect(me.role).toBe("spectator");
  expect(watched.race!.gameId).toBeNull();
  expect(watched.race!.level).toBe("medium");
});

it("hands hosting over, and the next player hosts when the host leaves", async () => {
  const { code, racers } = await room(3);
  const [host, b, c] = racers;
  await must(host, "room:host", { code, playerId: b.room.you });
  expect((await roomWhere(c, (r) => r.hostId === b.room.you)).hostId).toBe(b.room.you);
  await must(b, "room:leave", { code });
  const after = await roomWhere(c, (r) => !r.members.some((m) => m.playerId === b.room.you));
  expect(after.hostId).toBe(host.room.you);
});

it("a winner is decided once when two racers finish at the same moment", async () => {
  const { code, racers } = await room(2);
  await startRace(code, racers);
  const plays = await Promise.all(racers.map((r) => openGame(code, r)));
  await Promise.all(plays.map((play) => fill(play, play.todo.length - 1)));
  await Promise.all(plays.map((play) => fill(play)));
  const done = await roomWhere(racers[0], (r) => r.phase === "finished");
  const winner = done.race!.winnerId;
  expect(racers.map((r) => r.room.you)).toContain(winner);
  const ranked = done.race!.progress.filter((p) => p.rank !== null);
  expect(ranked.map((p) => p.rank).sort()).toEqual([1, 2]);
  expect(ranked.find((p) => p.rank === 1)!.playerId).toBe(winner);
  const other = await roomWhere(racers[1], (r) => r.phase === "finished");
  expect(other.race!.winnerId).toBe(winner);
});

it("giving up, then a rematch with a new puzzle, then back to the lobby", async () => {
  const { code, racers } = await room(2);
  await startRace(code, racers);
  const [a, b] = await Promise.all(racers.map((r) => openGame(code, r)));
  await fill(a, 3);
  await must(b.racer, "race:give-up", { code });
  await fill(a);
  const done = await roomWhere(racers[1], (r) => r.phase === "finished");
  expect(done.race!.progress.map((p) => p.status)).toEqual(["solved", "gaveUp"]);

  const rematch = await startRace(code, racers);
  expect(rematch.race!.round).toBe(2);
  const [again] = await Promise.all(racers.map((r) => openGame(code, r)));
  expect(again.snapshot.givens).not.toBe(a.snapshot.givens);
  await must(racers[1], "race:give-up", { code });
  await must(racers[0], "race:give-up", { code });
  await roomWhere(racers[0], (r) => r.phase === "finished" && r.race!.round === 2);
  const { room: lobby } = await must<{ room: RoomSnapshot }>(racers[0], "room:lobby", { code });
  expect(lobby.phase).toBe("lobby");
  expect(lobby.members.every((m) => !m.ready && m.role === "player")).toBe(true);
});

it("answers unknown rooms with not_found, and bad payloads with bad_request", async () => {
  const client = await newClient(server, "Prober");
  everyone.push(client);
  const unknown = await ask(client, "room:join", { code: "KKKKKK", name: "x" });
  expect(unknown).toMatchObject({ ok: false, error: { code: "not_found" } });
  for (const payload of [
    { code: "kkkk", name: "x" },
    { code: "KKKKKK", name: "" },
    { code: "KKKKKK", name: "a".repeat(200) },
    { code: "KKKKKK", name: "bell\u0007" },
    { code: "KKKKKK", name: "x", extra: 1 },
    "KKKKKK",
  ]) {
    expect(await ask(client, "room:join", payload)).toMatchObject({
      ok: false,
      error: { code: "bad_request" },
    });
  }
  const { code, racers } = await room(2);
  const outsider = await ask(client, "room:start", { code });
  expect(outsider).toMatchObject({ ok: false, error: { code: "bad_request" } });
  const react = await ask(client, "room:react", { code, reaction: "👍" });
  expect(react).toMatchObject({ ok: false });
  const badReaction = await ask(racers[0], "room:react", { code, reaction: "<script>" });
  expect(badReaction).toMatchObject({ ok: false, error: { code: "bad_request" } });
});

function solutionOf(play: {
  snapshot: { givens: string };
  todo: { cell: number; digit: number }[];
}) {
  const cells = [...play.snapshot.givens].map(Number);
  for (const { cell, digit } of play.todo) cells[cell] = digit;
  return cells.join("");
}

it("sweeps expired rooms but keeps their races and games", async () => {
  const { code, racers } = await room(2);
  await startRace(code, racers);
  const [a, b] = await Promise.all(racers.map((r) => openGame(code, r)));
  await must(b.racer, "race:give-up", { code });
  await fill(a);
  const done = await roomWhere(racers[0], (r) => r.phase === "finished");
  for (const racer of racers) await must(racer, "room:leave", { code });
  // A finished room lives a day: pretend the day has passed.
  await server.db.room.update({ where: { code }, data: { expiresAt: new Date(Date.now() - 1) } });
  expect(await server.rooms.sweep()).toContain(code);
  const gone = await ask(racers[0], "room:join", { code, name: "Racer 1" });
  expect(gone).toMatchObject({ ok: false, error: { code: "not_found" } });
  expect(await server.db.race.count({ where: { id: done.race!.id } })).toBe(1);
  expect(await server.db.game.count({ where: { raceId: done.race!.id } })).toBe(2);
  const kept = await must<{ snapshot: { status: string } }>(a.racer, "game:join", {
    gameId: a.gameId,
  });
  expect(kept.snapshot.status).toBe("solved");
});

it("disconnects a client that keeps flooding, and the room goes on", async () => {
  const { code, racers } = await room(2);
  const [host, flooder] = racers;
  const closed = new Promise<void>((resolve) => flooder.socket.once("disconnect", () => resolve()));
  for (let i = 0; i < 1_000 && flooder.socket.connected; i++) {
    flooder.socket.emit("room:ready", { code, ready: i % 2 === 0 }, () => {});
  }
  await closed;
  expect(flooder.socket.connected).toBe(false);
  const { room: after } = await must<{ room: RoomSnapshot }>(host, "room:settings", {
    code,
    settings: { level: "hard" },
  });
  expect(after.settings.level).toBe("hard");
});

it("finishes a race whose racer left while the host was starting it", async () => {
  const { code, racers } = await room(3);
  const [host, b, c] = racers;
  for (const racer of [b, c]) await must(racer, "room:ready", { code, ready: true });
  const [started] = await Promise.all([
    must<{ room: RoomSnapshot }>(host, "room:start", { code }),
    must(c, "room:leave", { code }),
  ]);
  await new Promise((resolve) =>
    setTimeout(resolve, started.room.race!.startsAt - started.room.serverNow + 20),
  );
  const plays = await Promise.all([host, b].map((r) => openGame(code, r)));
  for (const play of plays) await fill(play);
  const done = await roomWhere(host, (r) => r.phase === "finished");
  const out = done.race!.progress.filter((p) => p.status !== "solved");
  expect(out.every((p) => p.status === "forfeited")).toBe(true);
});

it("gives an empty room to whoever comes next as host", async () => {
  const { code, racers } = await room(2);
  for (const racer of racers) await must(racer, "room:leave", { code });
  const next = await newClient(server, "Next");
  everyone.push(next);
  const { room: joined } = await must<{ room: RoomSnapshot }>(next, "room:join", {
    code,
    name: next.name,
  });
  expect(joined.hostId).toBe(joined.you);
  await must(next, "room:settings", { code, settings: { level: "hard" } });
});

it("lets the host remove a stranger for good, and clears ready flags when settings change", async () => {
  const { code, racers } = await room(3);
  const [host, friend, stranger] = racers;
  await must(friend, "room:ready", { code, ready: true });
  await must(host, "room:settings", { code, settings: { hintsAllowed: false } });
  const changed = await roomWhere(friend, (r) => r.settings.hintsAllowed === false);
  expect(changed.members.every((m) => !m.ready)).toBe(true);

  const told = new Promise<RoomSnapshot>((resolve) =>
    stranger.socket.on("room:updated", (r) => {
      if (!r.you) resolve(r);
    }),
  );
  const notHost = await ask(friend, "room:kick", { code, playerId: stranger.room.you });
  expect(notHost).toMatchObject({ ok: false, error: { code: "forbidden" } });
  await must(host, "room:kick", { code, playerId: stranger.room.you });
  expect((await told).members.some((m) => m.playerId === stranger.room.you)).toBe(false);
  const back = await ask(stranger, "room:join", { code, name: "Racer 3" });
  expect(back).toMatchObject({ ok: false, error: { code: "forbidden" } });
});

it("tells members with the same name apart, and refuses invisible names", async () => {
  const { code } = await room(1);
  const twin = await newClient(server, "Racer 1");
  everyone.push(twin);
  const { room: joined } = await must<{ room: RoomSnapshot }>(twin, "room:join", {
    code,
    name: "racer 1",
  });
  expect(joined.members.map((m) => m.name)).toEqual(["Racer 1", "racer 1 2"]);
  for (const name of ["\u3164", "\u115F\u1160", "a\u0301\u0301\u0301\u0301"]) {
    expect(await ask(twin, "room:name", { code, name })).toMatchObject({
      ok: false,
      error: { code: "bad_request" },
    });
  }
  const outsider = await newClient(server, "Outsider");
  everyone.push(outsider);
  expect(await ask(outsider, "room:leave", { code })).toMatchObject({
    ok: false,
    error: { code: "bad_request" },
  });
});

it("slows down an address that tries room code after room code", async () => {
  // Last in this file: it spends the loopback address's misses.
  const { code } = await room(2);
  const prober = await newClient(server, "Guesser");
  everyone.push(prober);
  const codes: string[] = [];
  for (let i = 0; i < 30; i++) {
    const ack = await ask(prober, "room:join", {
      code: `KKKK${"ACDEFGHJKM"[i % 10]}${"NPQRTUVWXY"[Math.floor(i / 10)]}`,
      name: "g",
    });
    codes.push(ack.ok ? "ok" : ack.error.code);
  }
  expect(codes.slice(0, 10).every((c) => c === "not_found")).toBe(true);
  expect(codes).toContain("rate_limited");
  // Out of misses, a real code is refused too: "slow down" must not mean "not this one".
  const real = await ask(prober, "room:join", { code, name: "g" });
  expect(real).toMatchObject({ ok: false, error: { code: "rate_limited" } });
});
