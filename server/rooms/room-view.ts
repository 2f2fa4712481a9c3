/** What a member is shown of a room: the snapshot of the protocol, built from the records. */
import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";
import type { RaceRecord, RacerGame, RoomRecord } from "./room-store";
import { standings } from "./standings";

export interface RoomPresence {
  /** Whether the guest has a tab connected now. */
  connected(guestId: string): boolean;
  /** When a disconnected racer forfeits, or null. */
  forfeitsAt(guestId: string): number | null;
}

export function roomSnapshot(
  room: RoomRecord,
  race: { record: RaceRecord; games: readonly RacerGame[] } | null,
  presence: RoomPresence,
  viewerGuestId: string,
  now: number,
): RoomSnapshot {
  const you = room.members.find((m) => m.guestId === viewerGuestId)?.playerId ?? "";
  return {
    code: room.code,
    version: room.version,
    phase: room.phase,
    hostId: room.hostId,
    you,
    settings: room.settings,
    members: room.members.map((m) => ({
      playerId: m.playerId,
      name: m.name,
      role: m.role,
      ready: m.ready,
      connected: presence.connected(m.guestId),
      forfeitsAt: room.phase === "racing" ? presence.forfeitsAt(m.guestId) : null,
    })),
    race: race ? raceView(race.record, race.games, viewerGuestId) : null,
    serverNow: now,
  };
}

function raceView(race: RaceRecord, games: readonly RacerGame[], viewer: string): RaceView {
  return {
    id: race.id,
    round: race.round,
    level: race.level,
    startsAt: race.startsAt,
    toFill: [...race.givens].filter((ch) => ch === "0").length,
    gameId: games.find((game) => game.guestId === viewer)?.gameId ?? null,
    entrants: race.entrants.map(({ playerId, name }) => ({ playerId, name })),
    progress: standings(race, games),
    winnerId: race.winnerId,
    deadlineAt: race.deadlineAt,
    finishedAt: race.finishedAt,
    mistakeChecking: race.mistakeChecking,
    hintsAllowed: race.hintsAllowed,
  };
}
