import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";
import { formatTime } from "@/lib/race/format";
import { statusText } from "@/lib/race/standings";
import { ConnectedDot } from "./connected-dot";
import { FloatingReaction } from "./floating-reaction";
import type { ShownReaction } from "./use-room";

export interface RacersPanelProps {
  room: RoomSnapshot;
  race: RaceView;
  reactions: readonly ShownReaction[];
  /** The server's time now, for forfeit countdowns. */
  now: number | null;
}

/**
 * Every racer live, in seat order (rows never jump): cells filled out of cells to fill (never
 * whether they are right), how their race stands, and whether they are still connected.
 */
export function RacersPanel({ room, race, reactions, now }: RacersPanelProps) {
  const members = new Map(room.members.map((m) => [m.playerId, m]));
  const progress = new Map(race.progress.map((p) => [p.playerId, p]));
  return (
    <section aria-label="Racers" data-testid="racers">
      <ul className="flex flex-col gap-1.5">
        {race.entrants.map((entrant) => {
          const p = progress.get(entrant.playerId);
          const member = members.get(entrant.playerId);
          const name = member?.name ?? entrant.name;
          const filled = p?.filled ?? 0;
          const percent = race.toFill ? Math.round((filled / race.toFill) * 100) : 0;
          const forfeitIn =
            member?.forfeitsAt && now !== null && p?.status === "playing"
              ? Math.max(0, member.forfeitsAt - now)
              : null;
          return (
            <li
              key={entrant.playerId}
              data-testid="racer"
              data-player={entrant.playerId}
              data-status={p?.status ?? "playing"}
              className="flex flex-col gap-0.5 text-sm"
            >
              <div className="flex min-h-6 items-center gap-1.5">
                <ConnectedDot connected={member?.connected ?? false} />
                <span className="min-w-0 truncate font-medium">{name}</span>
                {entrant.playerId === room.you ? <span className="text-muted">(you)</span> : null}
                <FloatingReaction playerId={entrant.playerId} reactions={reactions} />
                <span
                  className="ml-auto shrink-0 text-right tabular-nums"
                  data-testid="racer-status"
                >
                  {forfeitIn !== null
                    ? `Away, forfeits in ${formatTime(forfeitIn)}`
                    : p
                      ? statusText(p)
                      : "Playing"}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <div
                  role="progressbar"
                  aria-label={`${name}: cells filled`}
                  aria-valuemin={0}
                  aria-valuemax={race.toFill}
                  aria-valuenow={filled}
                  className="h-2 flex-1 overflow-hidden rounded-full bg-border"
                >
                  <div
                    className={`h-full rounded-full ${p?.status === "solved" ? "bg-fg" : "bg-accent"}`}
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <span className="w-12 shrink-0 text-right text-xs text-muted tabular-nums">
                  {filled}/{race.toFill}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
