/**
 * Helpers for race-room integration tests: rooms of real socket.io clients, each recording
 * every payload it receives, and racers who play their game to the end.
 */
import type { GameSnapshot, MoveAck } from "@/lib/game/protocol";
import type { RoomSettings, RoomSnapshot } from "@/lib/game/room-protocol";
import { gridFrom, solve } from "@/lib/sudoku";
import { newGuestId } from "../guest";
import { call, connectGuest, moveId, type ClientSocket } from "./harness";

export interface Racer {
  name: string;
  guestId: string;
  socket: ClientSocket;
  /** Every payload this client received: events and acks, as JSON. */
  received: string[];
  /** The latest room as this racer was told (join ack or room:updated). */
  room: RoomSnapshot;
}

type Ok<T> = { ok: true } & T;
type Failed = { ok: false; error: { code: string; message: string } };

/** Calls and records the ack in the racer's transcript. */
export async function ask<T>(
  racer: Racer,
  event: string,
  payload: unknown,
): Promise<Ok<T> | Failed> {
  const ack = await call<Ok<T> | Failed>(racer.socket, event as never, payload);
  racer.received.push(JSON.stringify(ack));
  return ack;
}

/** Calls and expects success. */
export async function must<T>(racer: Racer, event: string, payload: unknown): Promise<Ok<T>> {
  const ack = await ask<T>(racer, event, payload);
  if (!ack.ok) throw new Error(`${event} refused: ${ack.error.code} ${ack.error.message}`);
  return ack;
}

/** A connected client recording everything, not yet in a room. */
export async function newClient(server: { url: string }, name: string, guestId = newGuestId()) {
  const socket = await connectGuest(server, guestId);
  const racer = { name, guestId, socket, received: [] as string[], room: null! } as Racer;
  socket.onAny((_event: string, ...args: unknown[]) => {
    racer.received.push(JSON.stringify(args));
    if (_event === "room:updated") {
      const room = args[0] as RoomSnapshot;
      if (!racer.room || room.version >= racer.room.version) racer.room = room;
    }
  });
  return racer;
}

/** A room with `count` racers in the lobby, the first one hosting. */
export async function roomOf(
  server: { url: string },
  count: number,
  settings: Partial<RoomSettings> = {},
): Promise<{ code: string; racers: Racer[] }> {
  const host = await newClient(server, "Racer 1");
  const { code } = await must<{ code: string }>(host, "room:create", { name: host.name, settings });
  const racers = [host];
  for (let i = 2; i <= count; i++) racers.push(await newClient(server, `Racer ${i}`));
  for (const racer of racers) {
    racer.room = (
      await must<{ room: RoomSnapshot }>(racer, "room:join", { code, name: racer.name })
    ).room;
  }
  return { code, racers };
}

/** Everyone ready, the host starts; resolves once the race has begun (after the countdown). */
export async function startRace(code: string, racers: Racer[]): Promise<RoomSnapshot> {
  // In the lobby the others are ready; after a race (a rematch) they say they're in.
  for (const racer of racers.slice(1)) await must(racer, "room:ready", { code, ready: true });
  const { room } = await must<{ room: RoomSnapshot }>(racers[0], "room:start", { code });
  const wait = room.race!.startsAt - room.serverNow;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait) + 20));
  return room;
}

export interface Play {
  racer: Racer;
  gameId: string;
  snapshot: GameSnapshot;
  /** Empty cells with their digits, from the givens (solved here, as any player could). */
  todo: { cell: number; digit: number }[];
}

/** Opens the racer's game of the current race. */
export async function openGame(code: string, racer: Racer): Promise<Play> {
  const { room } = await must<{ room: RoomSnapshot }>(racer, "room:join", {
    code,
    name: racer.name,
  });
  racer.room = room;
  const gameId = room.race!.gameId!;
  const { snapshot } = await must<{ snapshot: GameSnapshot }>(racer, "game:join", { gameId });
  const givens = gridFrom(snapshot.givens);
  const solution = solve(givens).solution!;
  const todo = givens.flatMap((g, cell) => (g === 0 ? [{ cell, digit: solution[cell] }] : []));
  return { racer, gameId, snapshot, todo };
}

/** Places `count` correct digits (all that are left by default); returns the last ack. */
export async function fill(play: Play, count = play.todo.length): Promise<Ok<MoveAck>> {
  let last: Ok<MoveAck> | null = null;
  for (const { cell, digit } of play.todo.splice(0, count)) {
    last = await must<MoveAck>(play.racer, "move:submit", {
      gameId: play.gameId,
      moveId: moveId(),
      move: { type: "value", cells: [cell], digit },
    });
  }
  return last!;
}

/** Waits until the racer's room satisfies `test` (room:updated arrives asynchronously). */
export async function roomWhere(racer: Racer, test: (room: RoomSnapshot) => boolean, ms = 5_000) {
  const until = Date.now() + ms;
  while (!test(racer.room)) {
    if (Date.now() > until) throw new Error(`room never matched: ${JSON.stringify(racer.room)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return racer.room;
}
