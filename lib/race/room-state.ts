import type { RaceProgressEvent, RoomMember, RoomSnapshot } from "../game/room-protocol";

/**
 * The page's copy of the room, kept by two kinds of events: whole snapshots (`room:updated`,
 * join and command acks) and progress of the current race (`race:progress`).
 */

/**
 * The snapshot to keep: the newer one. Snapshots rise with `version`; an equal version is
 * taken too, since the same room seen again may carry fresher progress.
 *
 * @example
 * applySnapshot(mine, older) === mine // an old broadcast that arrived late changes nothing
 */
export function applySnapshot(current: RoomSnapshot | null, next: RoomSnapshot): RoomSnapshot {
  if (current && current.code === next.code && next.version < current.version) return current;
  return next;
}

/**
 * Progress merged into the race it belongs to (by `raceId`): racers listed in the event
 * replace theirs, the others stay. Progress of another race (an old one, or one we have not
 * seen start yet) changes nothing, and the same object comes back.
 */
export function applyProgress(current: RoomSnapshot, event: RaceProgressEvent): RoomSnapshot {
  const race = current.race;
  if (!race || race.id !== event.raceId || current.code !== event.code) return current;
  const byId = new Map(event.progress.map((p) => [p.playerId, p]));
  const progress = race.progress.map((p) => byId.get(p.playerId) ?? p);
  for (const p of event.progress) {
    if (!race.progress.some((q) => q.playerId === p.playerId)) progress.push(p);
  }
  return {
    ...current,
    race: {
      ...race,
      progress,
      // Once decided, a winner or an end never goes back to unset.
      winnerId: race.winnerId ?? event.winnerId,
      // A deadline only moves earlier (the host ended the round); an older server sends none.
      deadlineAt: earliest(race.deadlineAt, event.deadlineAt ?? null),
      finishedAt: race.finishedAt ?? event.finishedAt,
    },
  };
}

function earliest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/** Racers (seat order) and spectators, apart. */
export function splitMembers(members: readonly RoomMember[]): {
  racers: RoomMember[];
  spectators: RoomMember[];
} {
  return {
    racers: members.filter((m) => m.role === "player"),
    spectators: members.filter((m) => m.role === "spectator"),
  };
}

/**
 * Why the host cannot start now, in words; null when Start is allowed. The server decides
 * again (and says why if it refuses); this keeps the button honest.
 *
 * @example
 * startProblem(room) // "Waiting for Bea to be ready."
 */
export function startProblem(room: RoomSnapshot): string | null {
  if (room.phase === "finished") return nextRoundProblem(room);
  const { racers } = splitMembers(room.members);
  if (racers.length < 2) return "At least two racers are needed.";
  const waiting = racers.filter((m) => m.playerId !== room.hostId && !m.ready);
  if (waiting.length === 1) return `Waiting for ${waiting[0].name} to be ready.`;
  if (waiting.length > 1) return `Waiting for ${waiting.length} racers to be ready.`;
  return null;
}

/**
 * Who races the next round after a finished race: the host and every member who said "I'm
 * in" (racers and watchers alike), in seat order.
 */
export function nextRoundIn(room: RoomSnapshot): RoomMember[] {
  return room.members.filter((m) => m.playerId === room.hostId || m.ready);
}

/**
 * Why the host cannot start the next round yet, in words; null when they can.
 *
 * @example
 * nextRoundProblem(room) // "Waiting for someone to say they're in."
 */
export function nextRoundProblem(room: RoomSnapshot): string | null {
  if (nextRoundIn(room).length < 2) return "Waiting for someone to say they're in.";
  return null;
}
