/**
 * Each racer's colour and initials, from their seat, so the lobby, the live bars, the
 * standings and the replay lanes show one racer the same everywhere.
 *
 * The colours are Okabe and Ito's palette ("Color Universal Design", 2008), chosen to stay
 * apart for the common kinds of colour blindness, in an order that puts the most different
 * first (two racers get blue and orange). Its black is a mid grey here, readable in both
 * themes. The initials and the name beside them say who it is without the colour.
 */

export interface RacerColour {
  /** A name for people (tests, screen readers never hear it). */
  name: string;
  /** The badge's and the bar's fill: the palette's own colour, in both themes. */
  fill: string;
  /**
   * The fill's outline on the light theme, where the pale fills (yellow, orange, sky blue)
   * would barely show on white: the same hue, dark enough for 3:1 against the page.
   */
  edge: string;
  /** Initials on the fill: black or white, whichever reads at 4.5:1 or more. */
  ink: string;
}

export const RACER_COLOURS: readonly RacerColour[] = [
  { name: "blue", fill: "#0072b2", edge: "#0072b2", ink: "#ffffff" },
  { name: "orange", fill: "#e69f00", edge: "#b47c00", ink: "#000000" },
  { name: "bluish green", fill: "#009e73", edge: "#009a70", ink: "#000000" },
  { name: "vermillion", fill: "#d55e00", edge: "#d55e00", ink: "#000000" },
  { name: "sky blue", fill: "#56b4e9", edge: "#438eb9", ink: "#000000" },
  { name: "reddish purple", fill: "#cc79a7", edge: "#bc6f9a", ink: "#000000" },
  { name: "yellow", fill: "#f0e442", edge: "#918924", ink: "#000000" },
  { name: "grey", fill: "#7f858f", edge: "#7f858f", ink: "#000000" },
];

/**
 * The colour of a seat (0 = the first racer, in seat order). Rooms hold at most 8 racers, one
 * colour each; past that the palette starts again.
 *
 * @example
 * racerColour(0).name // "blue"
 */
export function racerColour(seat: number): RacerColour {
  const n = RACER_COLOURS.length;
  const i = Number.isInteger(seat) ? ((seat % n) + n) % n : 0;
  return RACER_COLOURS[i];
}

const firstLetter = (word: string): string => {
  // A letter as a person sees it (an accented letter, an emoji), not half of one.
  const segments =
    typeof Intl !== "undefined" && "Segmenter" in Intl
      ? Array.from(
          new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word),
          (s) => s.segment,
        )
      : Array.from(word);
  return segments[0] ?? "";
};

/**
 * One or two letters for a badge: the first and last words' first letters, or the first
 * letter of a one-word name; "?" for a name with no letters.
 *
 * @example
 * racerInitials("Ada Lovelace") // "AL"
 * racerInitials("bea") // "B"
 */
export function racerInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}\p{Extended_Pictographic}]+/u, ""))
    .filter(Boolean);
  if (!words.length) return "?";
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : "";
  return (first + last).toLocaleUpperCase();
}

/**
 * The seat a person's colour comes from: their place among the room's members (racers and
 * watchers, in seat order). Members keep their order from the lobby through every round
 * (roles change, places do not), so a person keeps one colour in the lobby, the bars and the
 * results of every round; someone who has left takes a place after the members, by their
 * place among the race's entrants.
 *
 * @example
 * colourSeat([{ playerId: "a" }, { playerId: "b" }], "b") // 1
 */
export function colourSeat(
  members: readonly { playerId: string }[],
  playerId: string,
  entrants: readonly { playerId: string }[] = [],
): number {
  const i = members.findIndex((m) => m.playerId === playerId);
  if (i >= 0) return i;
  return (
    members.length +
    Math.max(
      0,
      entrants.findIndex((e) => e.playerId === playerId),
    )
  );
}
