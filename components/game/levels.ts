import type { Level, MAX_MISTAKES } from "@/lib/game/protocol";

// Values restated here, checked by type against the protocol: the protocol module's values
// come with zod, which the game page must not load.
export const LEVEL_LIST = [
  "easy",
  "medium",
  "hard",
  "expert",
  "extreme",
] as const satisfies readonly Level[];
export const MISTAKE_LIMIT: typeof MAX_MISTAKES = 3;

export const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  expert: "Expert",
  extreme: "Extreme",
};
