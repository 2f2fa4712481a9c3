import type { RacerProgress } from "../game/room-protocol";
import { formatTime, ordinal } from "./format";

export type MilestoneKind = "half" | "solved" | "failed" | "gaveUp" | "forfeited" | "dnf";

export interface Milestone {
  /** Unique per racer and kind within a race: announced once. */
  key: string;
  kind: MilestoneKind;
  playerId: string;
  rank: number | null;
  timeMs: number | null;
}

/**
 * The milestones the racers have reached that are not in `seen`: half the cells filled, then
 * how their race ended. Keys go into `seen` by the caller once announced, so each is said once
 * even if a racer erases back below half and fills again. A page that joins mid-race marks the
 * current ones seen without announcing them.
 *
 * @example
 * newMilestones(progress, 50, seen) // [{ kind: "half", playerId: "p2", ... }]
 */
export function newMilestones(
  progress: readonly RacerProgress[],
  toFill: number,
  seen: ReadonlySet<string>,
): Milestone[] {
  const out: Milestone[] = [];
  for (const p of progress) {
    const reached: MilestoneKind[] = [];
    if (toFill > 0 && p.filled * 2 >= toFill && p.status === "playing") reached.push("half");
    if (p.status !== "playing") reached.push(p.status);
    for (const kind of reached) {
      const key = `${p.playerId}:${kind}`;
      if (!seen.has(key)) {
        out.push({ key, kind, playerId: p.playerId, rank: p.rank, timeMs: p.timeMs });
      }
    }
  }
  return out;
}

/**
 * A milestone as a sentence for a screen reader and the banner.
 *
 * @example
 * milestoneText({ kind: "solved", rank: 1, timeMs: 190_000, ... }, "Ada") // "Ada finished 1st in 3:10"
 */
export function milestoneText(m: Milestone, name: string): string {
  switch (m.kind) {
    case "half":
      return `${name} is halfway`;
    case "solved":
      return m.rank !== null && m.timeMs !== null
        ? `${name} finished ${ordinal(m.rank)} in ${formatTime(m.timeMs)}`
        : `${name} finished`;
    case "failed":
      return `${name} is out with 3 mistakes`;
    case "gaveUp":
      return `${name} gave up`;
    case "forfeited":
      return `${name} forfeited`;
    case "dnf":
      return `${name} did not finish`;
  }
}
