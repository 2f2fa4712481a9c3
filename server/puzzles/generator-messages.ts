import type { Level } from "@/lib/game/protocol";
import type { Puzzle } from "./puzzle-source";

/** Main thread -> generator worker. */
export interface GenerateRequest {
  id: number;
  level: Level;
}

/** Generator worker -> main thread. */
export type GenerateResponse =
  { id: number; ok: true; puzzle: Puzzle } | { id: number; ok: false; message: string };
