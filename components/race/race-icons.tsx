import type { ReactNode } from "react";
import { LineIcon } from "./line-icon";

/**
 * The race's small pictures (the winner's cup, the finish flag, the sound switch) drawn in SVG:
 * an emoji needs an emoji font, and where none is installed it shows as an empty box. In the
 * text's colour, so they keep its contrast in both themes; the words beside them say the same.
 */
const DRAWINGS = {
  trophy: (
    <>
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3" />
    </>
  ),
  flag: (
    <>
      <path d="M5 22V3" />
      <path d="M5 3h13l-2.5 4.5L18 12H5" />
    </>
  ),
  soundOn: (
    <>
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </>
  ),
  soundOff: (
    <>
      <path d="M4 9h4l5-4v14l-5-4H4z" />
      <path d="M17 9l5 6M22 9l-5 6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type RaceIconName = keyof typeof DRAWINGS;

export function RaceIcon({
  name,
  className = "inline size-[1.1em] align-[-0.15em]",
}: {
  name: RaceIconName;
  className?: string;
}) {
  return (
    <LineIcon className={className} data-icon={name}>
      {DRAWINGS[name]}
    </LineIcon>
  );
}
