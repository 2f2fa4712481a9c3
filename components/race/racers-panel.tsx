import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";
import { formatTime, ordinal } from "@/lib/race/format";
import { resultText, statusText } from "@/lib/race/standings";
import { FloatingReaction } from "./floating-reaction";
import { RacerBadge, racerStyle } from "./racer-badge";
import type { ShownReaction } from "./use-room";
import { colourSeat } from "@/lib/race/racer-colours";

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
          const seat = colourSeat(room.members, entrant.playerId, race.entrants);
          const p = progress.get(entrant.playerId);
          const member = members.get(entrant.playerId);
          const name = member?.name ?? entrant.name;
          const filled = p?.filled ?? 0;
          const percent = race.toFill ? Math.round((filled / race.toFill) * 100) : 0;
          const forfeitIn =
            member?.forfeitsAt && now !== null && p?.status === "playing"
              ? Math.max(0, member.forfeitsAt - now)
              : null;
          // The phone's one line has room for a word or two only.
          const short =
            forfeitIn !== null
              ? `Away ${formatTime(forfeitIn)}`
              : p?.status === "solved" && p.rank !== null
                ? ordinal(p.rank)
                : p && p.status !== "playing"
                  ? resultText(p)
                  : null;
          const status =
            forfeitIn !== null
              ? `Away, forfeits in ${formatTime(forfeitIn)}`
              : p
                ? statusText(p)
                : "Playing";
          return (
            <li
              key={entrant.playerId}
              data-testid="racer"
              data-player={entrant.playerId}
              data-status={p?.status ?? "playing"}
              // One line per racer on a phone (the panel sits above the board there), two beside it.
              className="flex items-center gap-2 text-sm lg:flex-col lg:items-stretch lg:gap-0.5"
            >
              <div className="flex min-w-0 items-center gap-1.5 max-lg:w-36 max-lg:shrink-0">
                <RacerBadge
                  seat={seat}
                  name={name}
                  connected={member?.connected ?? false}
                  size="sm"
                />
                {/* Your own row stands out by colour: on a phone's one line there is no room
                    for "(you)", which is said to screen readers only there. */}
                <span
                  className={`min-w-0 truncate font-medium ${entrant.playerId === room.you ? "text-accent" : ""}`}
                >
                  {name}
                </span>
                {entrant.playerId === room.you ? (
                  <span className="text-muted max-lg:sr-only">(you)</span>
                ) : null}
                <FloatingReaction playerId={entrant.playerId} reactions={reactions} />
                <span className="ml-auto hidden shrink-0 text-right tabular-nums lg:inline">
                  {status}
                </span>
              </div>
              <div className="flex min-w-0 flex-1 items-center gap-2">
                <div
                  role="progressbar"
                  aria-label={`${name}: cells filled`}
                  aria-valuemin={0}
                  aria-valuemax={race.toFill}
                  aria-valuenow={filled}
                  aria-valuetext={`${filled} of ${race.toFill} cells filled, ${status}`}
                  // An outlined track: each racer's colour shows against the card itself, where
                  // the palette is checked for contrast (a grey track would swallow some).
                  className="h-2.5 min-w-8 flex-1 overflow-hidden rounded-full border border-border"
                  style={racerStyle(seat)}
                >
                  <div
                    className="h-full rounded-full bg-(--racer) shadow-[inset_0_0_0_1px_var(--racer-edge)] dark:shadow-none"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <span className="shrink-0 text-right text-xs text-muted tabular-nums">
                  {filled}/{race.toFill}
                </span>
                {short ? (
                  <span className="shrink-0 text-xs tabular-nums lg:hidden">{short}</span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
