import type { ReactNode } from "react";

/**
 * The frame of the race's drawn icons (RaceIcon, ReactionIcon): a 24-unit SVG stroked in the
 * text's colour, so every icon keeps its contrast in both themes, and hidden from screen
 * readers because the words beside it say the same.
 */
export function LineIcon({
  className,
  children,
  ...data
}: {
  className: string;
  children: ReactNode;
  [data: `data-${string}`]: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
      {...data}
    >
      {children}
    </svg>
  );
}
