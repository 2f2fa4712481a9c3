/**
 * The rules of a room as pure functions from one room record to the next: who may join as a
 * racer, who hosts next, when a race may start. Each change raises the version by one; the
 * service writes the result only over the version it read.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import { ROOM_LIMITS, type RoomSettings } from "@/lib/game/room-protocol";
import { GameError } from "../games/errors";
import type { MemberRecord, RoomRecord } from "./room-store";

export function racers(room: RoomRecord): MemberRecord[] {
  return room.members.filter((m) => m.role === "player");
}

export function memberOf(room: RoomRecord, guestId: string): MemberRecord {
  const member = room.members.find((m) => m.guestId === guestId);
  if (!member) throw new GameError(ERROR_CODES.forbidden, "Join the room first.");
  return member;
}

export function requireHost(room: RoomRecord, guestId: string): MemberRecord {
  const member = memberOf(room, guestId);
  if (member.playerId !== room.hostId) {
    throw new GameError(ERROR_CODES.forbidden, "Only the host can do that.");
  }
  return member;
}

export function requireLobby(room: RoomRecord): void {
  if (room.phase !== "lobby") {
    throw new GameError(ERROR_CODES.badRequest, "That can only be changed in the lobby.");
  }
}

/** A newcomer races if the lobby has a seat; otherwise, or once a race began, watches. */
export function addMember(
  room: RoomRecord,
  member: Omit<MemberRecord, "role" | "seat" | "ready">,
): RoomRecord {
  const seat = Math.max(0, ...room.members.map((m) => m.seat)) + 1;
  const racing = room.phase === "lobby" && racers(room).length < room.settings.maxPlayers;
  if (!racing && room.members.length - racers(room).length >= ROOM_LIMITS.spectators) {
    throw new GameError(ERROR_CODES.limit, "This room is full.");
  }
  const role = racing ? "player" : "spectator";
  return bump({ ...room, members: [...room.members, { ...member, role, ready: false, seat }] });
}

/** The member leaves; a host who leaves hands over to the earliest racer (or member). */
export function removeMember(room: RoomRecord, guestId: string): RoomRecord {
  const leaving = room.members.find((m) => m.guestId === guestId);
  if (!leaving) return room;
  const members = room.members.filter((m) => m.guestId !== guestId);
  const hostId =
    leaving.playerId === room.hostId
      ? ((members.find((m) => m.role === "player") ?? members[0])?.playerId ?? "")
      : room.hostId;
  return bump({ ...room, members, hostId });
}

export function updateMember(
  room: RoomRecord,
  guestId: string,
  change: Partial<Pick<MemberRecord, "name" | "ready">>,
): RoomRecord {
  return bump({
    ...room,
    members: room.members.map((m) => (m.guestId === guestId ? { ...m, ...change } : m)),
  });
}

export function changeSettings(room: RoomRecord, change: Partial<RoomSettings>): RoomRecord {
  const settings = { ...room.settings, ...change };
  if (settings.maxPlayers < racers(room).length) {
    throw new GameError(
      ERROR_CODES.badRequest,
      `${racers(room).length} players are in: the limit cannot go below that.`,
    );
  }
  return bump({ ...room, settings });
}

export function handOver(room: RoomRecord, playerId: string): RoomRecord {
  const next = room.members.find((m) => m.playerId === playerId);
  if (!next || next.role !== "player") {
    throw new GameError(ERROR_CODES.badRequest, "Hand hosting to a player in the room.");
  }
  return bump({ ...room, hostId: playerId });
}

/** Why the host cannot start now, or null: two racers at least, every other one ready. */
export function whyNotStart(room: RoomRecord): string | null {
  if (room.phase === "racing") return "A race is already on.";
  const inRace = racers(room);
  if (inRace.length < ROOM_LIMITS.minPlayers) return "A race needs at least two players.";
  if (room.phase === "lobby") {
    const waiting = inRace.filter((m) => m.playerId !== room.hostId && !m.ready);
    if (waiting.length) {
      return `Waiting for ${waiting.map((m) => m.name).join(", ")} to be ready.`;
    }
  }
  return null;
}

/** Back from a finished race: ready flags cleared, watchers take the free seats. */
export function toLobby(room: RoomRecord): RoomRecord {
  let seats = room.settings.maxPlayers - racers(room).length;
  const members = room.members.map((m): MemberRecord => {
    if (m.role === "spectator" && seats > 0) {
      seats--;
      return { ...m, role: "player", ready: false };
    }
    return { ...m, ready: false };
  });
  return bump({ ...room, phase: "lobby", members });
}

export function bump(room: RoomRecord): RoomRecord {
  return { ...room, version: room.version + 1 };
}
