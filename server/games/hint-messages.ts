import type { Grid } from "@/lib/sudoku/grid";
import type { Hint } from "@/lib/sudoku/hint";

/** What a hint is computed from: the player's position as the server holds it. */
export interface HintInput {
  givens: Grid;
  /** The player's full board: givens and their own digits, 0 for empty. */
  entries: Grid;
  solution: Grid;
  /** Centre marks per cell as digit bit sets, 0 for none. */
  marks: readonly number[];
}

/** Main thread -> hint worker. */
export type HintRequest = { id: number } & HintInput;

/** Hint worker -> main thread. */
export type HintResponse =
  { id: number; ok: true; hint: Hint } | { id: number; ok: false; message: string };

/** What the hint worker is started with. */
export interface HintWorkerData {
  /** Compile the engine before the first request (a production server). */
  warm: boolean;
}
