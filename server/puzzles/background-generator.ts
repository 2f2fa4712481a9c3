/**
 * Runs the puzzle engine in one worker thread, one request at a time: generation and rating
 * are CPU-bound and the machine has few cores, so more workers would only slow the server
 * down. The socket thread only awaits.
 */
import type { Level } from "@/lib/game/protocol";
import { ERROR_CODES } from "@/lib/game/protocol";
import { EngineWorker } from "../engine-worker";
import { GameError } from "../games/errors";
import type { GenerateRequest, GenerateResponse } from "./generator-messages";
import type { Puzzle, PuzzleWorker } from "./puzzle-source";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export class BackgroundGenerator implements PuzzleWorker {
  private readonly worker = new EngineWorker<
    DistributiveOmit<GenerateRequest, "id">,
    GenerateResponse
  >({ entry: new URL("./generator-worker.ts", import.meta.url), name: "the generator" });

  /** A puzzle that rates exactly `level`, generated in the worker; the same for the same seed. */
  generate(level: Level, seed?: string): Promise<Puzzle> {
    return this.request({ kind: "generate", level, seed });
  }

  /** A pasted puzzle checked and rated in the worker; an unplayable one is a bad_request. */
  rate(puzzle: string): Promise<Puzzle> {
    return this.request({ kind: "rate", puzzle });
  }

  private async request(body: DistributiveOmit<GenerateRequest, "id">): Promise<Puzzle> {
    const response = await this.worker.request(body);
    if (response.ok) return response.puzzle;
    if (response.refused) throw new GameError(ERROR_CODES.badRequest, response.message);
    throw new Error(response.message);
  }

  /** Stops the worker; pending requests fail. */
  close(): Promise<void> {
    return this.worker.close();
  }
}
