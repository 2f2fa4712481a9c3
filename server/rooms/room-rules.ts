/**
 * The rules of a room as pure functions from one room record to the next: who may join as a
 * racer, who hosts next, when a race may start. Each change raises the version by one; the
 * service writes the result only over the version it read.
 */
import { ERROR_CODES } from "@/lib/game/protocol";
import { DEFAULT_ROOM_SETTINGS, ROOM_LIMITS, type RoomSettings } from "@/lib/game/room-protocol";
import { GameError } from "../games/errors";
import type { MemberRecord, RoomRecord } from "./room-store";

/** A new lobby with its host as the only member; it expires if nobody comes to it. */
export function newRoom(
  input: {
    code: string;
    guestId: string;
    playerId: string;
    name: string;
    settings: Partial<RoomSettings>;
  },
  now: number,
): RoomRecord {
  const { code, guestId, playerId, name } = input;
  return {
    code,
    hostId: playerId,
    settings: { ...DEFAULT_ROOM_SETTINGS, ...input.settings },
    phase: "lobby",
    raceId: null,
    round: 0,
    version: 1,
    expiresAt: new Date(now + ROOM_LIMITS.emptyLobbyMs),
    members: [{ guestId, playerId, name, role: "player", ready: false, seat: 1, awayUntil: null }],
    banned: [],
  };
}

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

/**
 * A newcomer races if the lobby has a seat; otherwise, or once a race began, watches. A room
 * left without a host (everyone had gone) is hosted by whoever comes next.
 */
export function addMember(
  room: RoomRecord,
  member: Omit<MemberRecord, "role" | "seat" | "ready" | "awayUntil">,
): RoomRecord {
  if (room.banned.includes(member.guestId)) {
    throw new GameError(ERROR_CODES.forbidden, "The host removed you from this room.");
  }
  const seat = Math.max(0, ...room.members.map((m) => m.seat)) + 1;
  const racing = room.phase === "lobby" && racers(room).length < room.settings.maxPlayers;
  if (!racing && room.members.length - racers(room).length >= ROOM_LIMITS.spectators) {
    throw new GameError(ERROR_CODES.limit, "This room is full.");
  }
  const role = racing ? "player" : "spectator";
  const name = uniqueName(room, member.name, member.guestId);
  const hosted = room.members.some((m) => m.playerId === room.hostId);
  return bump({
    ...room,
    hostId: hosted ? room.hostId : member.playerId,
    members: [...room.members, { ...member, name, role, ready: false, seat, awayUntil: null }],
  });
}

/**
 * The name, told apart from the other members' ("Ada 2"): two friends called Ada, or someone
 * posing as the friend the host waits for, must not look alike in the lobby.
 */
export function uniqueName(room: RoomRecord, name: string, guestId: string): string {
  const taken = new Set(
    room.members.filter((m) => m.guestId !== guestId).map((m) => m.name.toLocaleLowerCase()),
  );
  if (!taken.has(name.toLocaleLowerCase())) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, ROOM_LIMITS.nameMax - String(n).length - 1)} ${n}`;
    if (!taken.has(candidate.toLocaleLowerCase())) return candidate;
  }
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
  if (change.name !== undefined)
    change = { ...change, name: uniqueName(room, change.name, guestId) };
  return bump({
    ...room,
    members: room.members.map((m) => (m.guestId === guestId ? { ...m, ...change } : m)),
  });
}

/**
 * New settings clear every ready flag (a player readied for an easy race with hints is asked
 * again), and a higher limit seats the watchers who were waiting.
 */
export function changeSettings(room: RoomRecord, change: Partial<RoomSettings>): RoomRecord {
  const settings = { ...room.settings, ...change };
  if (settings.maxPlayers < racers(room).length) {
    throw new GameError(
      ERROR_CODES.badRequest,
      `${racers(room).length} players are in: the limit cannot go below that.`,
    );
  }
  const same = (Object.keys(settings) as (keyof RoomSettings)[]).every(
    (key) => settings[key] === room.settings[key],
  );
  if (same) return room;
  return bump({ ...room, settings, members: seatWatchers(room.members, settings.maxPlayers) });
}

/** Ready flags cleared; watchers take the free seats, earliest first. */
function seatWatchers(members: readonly MemberRecord[], maxPlayers: number): MemberRecord[] {
  let seats = maxPlayers - members.filter((m) => m.role === "player").length;
  return members.map((m): MemberRecord => {
    if (m.role === "spectator" && seats > 0) {
      seats--;
      return { ...m, role: "player", ready: false };
    }
    return { ...m, ready: false };
  });
}

/** The host sends a member away (a stranger holding a seat): only in the lobby. */
export function kick(room: RoomRecord, playerId: string): RoomRecord {
  const member = room.members.find((m) => m.playerId === playerId);
  if (!member) throw new GameError(ERROR_CODES.badRequest, "That player is not in the room.");
  if (member.playerId === room.hostId) {
    throw new GameError(ERROR_CODES.badRequest, "Hand hosting over before leaving.");
  }
  const next = removeMember(room, member.guestId);
  return { ...next, banned: [...next.banned, member.guestId] };
}

export function handOver(room: RoomRecord, playerId: string): RoomRecord {
  const next = room.members.find((m) => m.playerId === playerId);
  if (!next || next.role !== "player") {
    throw new GameError(ERROR_CODES.badRequest, "Hand hosting to a player in the room.");
  }
  return bump({ ...room, hostId: playerId });
}

/**
 * The members' away deadline set (`until`) or cleared (null), in one change. The same room when
 * nothing changes: a guest not in the room is skipped, and a deadline already set is kept (a
 * second tab closing gives no more grace).
 */
export function markAway(
  room: RoomRecord,
  guestIds: readonly string[],
  until: number | null,
): RoomRecord {
  const changes = (m: MemberRecord) =>
    guestIds.includes(m.guestId) && (until === null ? m.awayUntil !== null : m.awayUntil === null);
  if (!room.members.some(changes)) return room;
  return bump({
    ...room,
    members: room.members.map((m) => (changes(m) ? { ...m, awayUntil: until } : m)),
  });
}

/**
 * Who races the next round after a race: the host and every member who said "I'm in"
 * (`ready` after a race), racers and watchers alike, in seat order.
 */
export function nextRoundIn(room: RoomRecord): MemberRecord[] {
  return room.members.filter((m) => m.playerId === room.hostId || m.ready);
}

/**
 * A member says they're in the next round (or, `ready` false, sit it out). Anyone in the room
 * may, latecomers and watchers included, up to the room's racer limit.
 */
export function joinNextRound(room: RoomRecord, guestId: string, ready: boolean): RoomRecord {
  const member = memberOf(room, guestId);
  if (member.ready === ready) return room;
  if (ready && nextRoundIn(room).length >= room.settings.maxPlayers) {
    throw new GameError(
      ERROR_CODES.limit,
      `The next round is full (${room.settings.maxPlayers} racers): you can watch it.`,
    );
  }
  return updateMember(room, guestId, { ready });
}

/**
 * The next round's seats, as a rematch starts: those in race, everyone else watches it. Not a
 * change of its own (no version bump): part of the start's one write.
 */
export function seatNextRound(room: RoomRecord): RoomRecord {
  const racing = new Set(nextRoundIn(room).map((m) => m.guestId));
  return {
    ...room,
    members: room.members.map((m) => ({
      ...m,
      role: racing.has(m.guestId) ? "player" : "spectator",
    })),
  };
}

/**
 * Why the host cannot start now, or null: two racers at least, every other one ready; after a
 * race, at least one member besides the host said they're in.
 */
export function whyNotStart(room: RoomRecord): string | null {
  if (room.phase === "racing") return "A race is already on.";
  if (room.phase === "finished") {
    const inNext = nextRoundIn(room).length;
    if (inNext < ROOM_LIMITS.minPlayers) return "Waiting for someone to say they're in.";
    // The host is always in: a hand-over to someone who was not can put one past the cap.
    if (inNext > room.settings.maxPlayers) {
      return `The next round is full: ${inNext} are in and it takes ${room.settings.maxPlayers}. Someone must sit this one out.`;
    }
    return null;
  }
  const inRace = racers(room);
  if (inRace.length < ROOM_LIMITS.minPlayers) return "A race needs at least two players.";
  const waiting = inRace.filter((m) => m.playerId !== room.hostId && !m.ready);
  if (waiting.length) {
    return `Waiting for ${waiting.map((m) => m.name).join(", ")} to be ready.`;
  }
  return null;
}

/** Back from a finished race: ready flags cleared, watchers take the free seats. */
export function toLobby(room: RoomRecord): RoomRecord {
  const members = seatWatchers(room.members, room.settings.maxPlayers);
  return bump({ ...room, phase: "lobby", members });
}

export function bump(room: RoomRecord): RoomRecord {
  return { ...room, version: room.version + 1 };
}
