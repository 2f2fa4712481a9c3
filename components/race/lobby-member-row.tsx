import type { RoomMember, RoomSnapshot } from "@/lib/game/room-protocol";
import { FloatingReaction } from "./floating-reaction";
import { RacerBadge } from "./racer-badge";
import type { RoomApi } from "./use-room";

export interface MemberRowProps {
  member: RoomMember;
  /** Position in seat order among the racers (spectators after them): the badge's colour. */
  seat: number;
  room: RoomSnapshot;
  api: RoomApi;
  canHandOver: boolean;
  /** The host may send someone away (a stranger holding a seat); they cannot come back. */
  canRemove: boolean;
}

/** One member of the lobby: their badge, name, ready flag, and the host's buttons. */
export function MemberRow({ member, seat, room, api, canHandOver, canRemove }: MemberRowProps) {
  const host = member.playerId === room.hostId;
  return (
    <li
      data-testid="member"
      data-player={member.playerId}
      className="flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-border bg-surface px-3 py-1"
    >
      <RacerBadge seat={seat} name={member.name} connected={member.connected} />
      {/* On a phone the host's buttons wrap below the name rather than squeeze it to a letter. */}
      <span className="min-w-[7rem] flex-1 truncate font-medium">{member.name}</span>
      {member.playerId === room.you ? <span className="text-sm text-muted">(you)</span> : null}
      {host ? <span className="text-sm text-muted">(host)</span> : null}
      <FloatingReaction playerId={member.playerId} reactions={api.reactions} />
      <span className="ml-auto shrink-0 text-sm">
        {member.role === "spectator" ? "" : host ? "" : member.ready ? "Ready ✓" : "Not ready"}
      </span>
      {canHandOver ? (
        <button
          type="button"
          disabled={api.busy}
          onClick={() => void api.handOver(member.playerId)}
          className="min-h-11 shrink-0 rounded-md border border-border px-2 text-sm disabled:opacity-50"
        >
          Make host
        </button>
      ) : null}
      {canRemove ? (
        <button
          type="button"
          disabled={api.busy}
          aria-label={`Remove ${member.name} from the room`}
          onClick={() => {
            if (
              window.confirm(
                `Remove ${member.name}? They will not be able to join this room again.`,
              )
            ) {
              void api.kick(member.playerId);
            }
          }}
          className="min-h-11 shrink-0 rounded-md border border-border px-2 text-sm disabled:opacity-50"
        >
          Remove
        </button>
      ) : null}
    </li>
  );
}
