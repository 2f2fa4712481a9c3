import type { CSSProperties } from "react";
import { racerColour, racerInitials } from "@/lib/race/racer-colours";

/**
 * A racer's colour as CSS variables, for whatever else is drawn in it (a progress bar, a
 * replay lane): `--racer` the fill, `--racer-edge` its outline on the light theme.
 */
export function racerStyle(seat: number): CSSProperties {
  const c = racerColour(seat);
  return { "--racer": c.fill, "--racer-edge": c.edge, "--racer-ink": c.ink } as CSSProperties;
}

export interface RacerBadgeProps {
  /** Position in seat order (0 = the first racer): the colour. */
  seat: number;
  name: string;
  /** Given, the badge also says whether the racer is connected: hollow and dashed when not. */
  connected?: boolean;
  size?: "sm" | "md";
}

/**
 * A racer's initials on their colour: the same badge in the lobby, the live race, the
 * standings and the replay. The name is always written beside it, so the badge is hidden from
 * screen readers; only the connection is said.
 */
export function RacerBadge({ seat, name, connected, size = "md" }: RacerBadgeProps) {
  const away = connected === false;
  const c = racerColour(seat);
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="racer-badge"
        data-colour={c.name}
        data-connected={connected === undefined ? undefined : String(!away)}
        style={racerStyle(seat)}
        className={`inline-flex shrink-0 items-center justify-center rounded-full align-middle leading-none font-bold ${
          size === "sm" ? "size-5 text-[0.6rem]" : "size-7 text-xs"
        } ${
          away
            ? "border-2 border-dashed border-(--racer-edge) text-fg dark:border-(--racer)"
            : "bg-(--racer) text-(--racer-ink) ring-1 ring-(--racer-edge) ring-inset dark:ring-0"
        }`}
      >
        {racerInitials(name)}
      </span>
      {connected === undefined ? null : (
        <span className="sr-only">{away ? "disconnected" : "online"}</span>
      )}
    </>
  );
}
