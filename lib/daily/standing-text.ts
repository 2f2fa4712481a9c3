import { ordinal } from "../race/format";
import type { DailyStandingView } from "./views";

/**
 * What the daily's "Solved!" dialog says of the player's standing: "12th of 340 today", held
 * for review, or how to be ranked. Null when there is nothing to say yet.
 *
 * @example
 * standingText({ today: true, guest: false, place: 12, rankedCount: 340, held: false });
 * // "12th of 340 today"
 */
export function standingText(view: DailyStandingView, date: string): string | null {
  if (view.held) {
    return (
      view.unranked ?? "Held for review: this time stays out of the standings until it is checked."
    );
  }
  if (view.guest) return "Guests are not ranked: sign in to be on the day's standings.";
  if (view.place === null) return null;
  return `${ordinal(view.place)} of ${view.rankedCount} ${view.today ? "today" : `on ${date}`}`;
}
