import type { RoomSettings, RoomSnapshot } from "../game/room-protocol";
import type { Level } from "../sudoku/level";

/** What the host's settings change did, as the end of "Ada …": "changed the level to Hard". */
export function settingsChanges(
  before: RoomSettings,
  after: RoomSettings,
  levelNames: Readonly<Record<Level, string>>,
): string[] {
  const said: string[] = [];
  if (before.level !== after.level) said.push(`changed the level to ${levelNames[after.level]}`);
  if (before.maxPlayers !== after.maxPlayers) {
    said.push(`changed the room to ${after.maxPlayers} racers`);
  }
  if (before.mistakeChecking !== after.mistakeChecking) {
    said.push(`turned mistake checking ${after.mistakeChecking ? "on" : "off"}`);
  }
  if (before.hintsAllowed !== after.hintsAllowed) {
    said.push(`turned hints ${after.hintsAllowed ? "on" : "off"}`);
  }
  return said;
}

const joinWords = (parts: string[]) =>
  parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/**
 * Why your ready flag just went, when the host's new settings took it (the server clears
 * every ready flag on a change, so nobody races on terms they did not agree to); null when
 * it went for any other reason, or did not go.
 *
 * @example
 * readyClearedReason(before, after, LEVEL_NAMES)
 * // "Ada changed the level to Hard: press I'm ready again."
 */
export function readyClearedReason(
  before: RoomSnapshot,
  after: RoomSnapshot,
  levelNames: Readonly<Record<Level, string>>,
): string | null {
  if (before.code !== after.code || after.phase !== "lobby") return null;
  const was = before.members.find((m) => m.playerId === before.you);
  const now = after.members.find((m) => m.playerId === after.you);
  if (!was?.ready || !now || now.ready || now.role !== "player") return null;
  const changes = settingsChanges(before.settings, after.settings, levelNames);
  if (!changes.length) return null;
  const host = after.members.find((m) => m.playerId === after.hostId)?.name ?? "The host";
  return `${host} ${joinWords(changes)}: press I'm ready again.`;
}
