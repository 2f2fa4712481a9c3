import type { ReactNode } from "react";
import { LineIcon } from "./line-icon";
import type { Reaction } from "@/lib/game/room-protocol";

/**
 * The reactions as icons that ship with the app: an emoji needs an emoji font, and where none
 * is installed (many Linux desktops) it shows as an empty box. The wire keeps the emoji
 * (REACTIONS); each has a name for screen readers and a drawing, in the text's colour so it
 * holds its contrast in both themes.
 */
export const REACTION_NAMES: Readonly<Record<Reaction, string>> = {
  "👍": "thumbs up",
  "🎉": "party",
  "😮": "wow",
  "😅": "phew",
  "🔥": "on fire",
  "🐢": "slow and steady",
};

const DRAWINGS: Readonly<Record<Reaction, ReactNode>> = {
  "👍": (
    <>
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z" />
      <path d="M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8a2 2 0 0 1-2 1.7H7" />
    </>
  ),
  "🎉": (
    <>
      <path d="M3 21l5-14 9 9z" />
      <path d="M14 2v2M20 8h2M18 4l-1.5 1.5M21 14l-1.5-.5M11 5l.5-1.5" />
      <circle cx="17.5" cy="10.5" r="0.5" fill="currentColor" />
    </>
  ),
  "😮": (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="9" cy="9.5" r="1" fill="currentColor" stroke="none" />
      <circle cx="15" cy="9.5" r="1" fill="currentColor" stroke="none" />
      <ellipse cx="12" cy="15.5" rx="2" ry="2.5" />
    </>
  ),
  "😅": (
    <>
      <path d="M20.5 12a8.5 8.5 0 1 1-5-7.7" />
      <path d="M8 10h2M14 10h2" />
      <path d="M8 14a4 4 0 0 0 8 0z" />
      <path d="M20 3s-2 2.4-2 3.6a2 2 0 0 0 4 0C22 5.4 20 3 20 3z" fill="currentColor" />
    </>
  ),
  "🔥": (
    <path d="M12 22c4 0 7-2.7 7-7 0-3-1.7-5.5-3.5-7.5-.3 2-1.3 3.3-2.5 3.5C13.5 7 12 4 9 2c.3 3-1.2 5-2.7 6.8C5.2 10.2 5 12 5 15c0 4.3 3 7 7 7z" />
  ),
  "🐢": (
    <>
      <path d="M3 16c0-5 4-9 8.5-9S20 11 20 16z" />
      <path d="M20 14h1.5a1.5 1.5 0 0 1 0 3H19" />
      <path d="M6.5 16v3M15.5 16v3M3 16l-1.5 1" />
      <path d="M8 12.5h7M11.5 7v5.5" />
    </>
  ),
};

/** One reaction's icon; its name is said by the button or label around it. */
export function ReactionIcon({
  reaction,
  className = "size-5",
}: {
  reaction: Reaction;
  className?: string;
}) {
  return (
    <LineIcon className={className} data-reaction={reaction}>
      {DRAWINGS[reaction]}
    </LineIcon>
  );
}
