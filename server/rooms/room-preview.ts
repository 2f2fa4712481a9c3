/**
 * What an invite link's page may say before its visitor joins: who is hosting, the settings,
 * whether a race is on; or, for a code with no room, whether races were run under it (and the
 * newest one to replay). Read-only, and it never reads a puzzle: a page can ask freely.
 */
import type { RoomPhase, RoomSettings } from "@/lib/game/room-protocol";
import type { Level } from "@/lib/sudoku/level";
import type { Db } from "../db";

export type RoomPreview =
  | {
      kind: "open";
      hostName: string;
      settings: RoomSettings;
      phase: RoomPhase;
      /** Racers seated now (spectators apart). */
      racers: number;
    }
  /** The room is gone (swept after its last race): its races and replays stay. */
  | { kind: "ended"; replayRaceId: string | null }
  /** No room and no race ever had this code. */
  | { kind: "unknown" };

export async function roomPreview(db: Db, code: string): Promise<RoomPreview> {
  const room = await db.room.findUnique({
    where: { code },
    select: {
      hostId: true,
      level: true,
      maxPlayers: true,
      mistakeChecking: true,
      hintsAllowed: true,
      phase: true,
      players: { select: { playerId: true, name: true, role: true } },
    },
  });
  if (room) {
    return {
      kind: "open",
      hostName: room.players.find((p) => p.playerId === room.hostId)?.name ?? "The host",
      settings: {
        level: room.level as Level,
        maxPlayers: room.maxPlayers,
        mistakeChecking: room.mistakeChecking,
        hintsAllowed: room.hintsAllowed,
      },
      phase: room.phase as RoomPhase,
      racers: room.players.filter((p) => p.role === "player").length,
    };
  }
  // A code can be handed out again once its room is swept: the newest race is the last room's.
  const [last, lastFinished] = await Promise.all([
    db.race.findFirst({
      where: { roomCode: code },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    }),
    db.race.findFirst({
      where: { roomCode: code, finishedAt: { not: null } },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    }),
  ]);
  if (!last) return { kind: "unknown" };
  return { kind: "ended", replayRaceId: lastFinished?.id ?? null };
}
