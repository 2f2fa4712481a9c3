import type { Level } from "@/lib/game/protocol";
import type { Puzzle } from "./puzzle-source";

/** Main thread -> generator worker: generate a puzzle of a level, or check and rate a pasted one. */
export type GenerateRequest =
  /** `seed`: the same puzzle on every server (the daily); a random one without it. */
  | { id: number; kind: "generate"; level: Level; seed?: string }
  | { id: number; kind: "rate"; puzzle: string };

/** Generator worker -> main thread. `refused`: the player's puzzle is not playable (a
 * bad_request with this message), as opposed to a failure of the worker. */
export type GenerateResponse =
  | { id: number; ok: true; puzzle: Puzzle }
  | { id: number; ok: false; message: string; refused: boolean };
