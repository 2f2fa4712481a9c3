/**
 * Where the game service gets its hints: in a worker thread on a running server, in-process in
 * unit tests (no thread to start). Both answer the same `Hint` for the same position.
 */
import { randomInt } from "node:crypto";
import { ERROR_CODES } from "@/lib/game/protocol";
import { hint, type Hint } from "@/lib/sudoku/hint";
import { EngineWorker, EngineWorkerError, type JobObserver } from "../engine-worker";
import { GameError } from "./errors";
import type { HintInput, HintRequest, HintResponse, HintWorkerData } from "./hint-messages";

export type { HintInput } from "./hint-messages";

export interface HintEngine {
  find(input: HintInput): Promise<Hint>;
  close(): Promise<void>;
}

/**
 * Hints waiting or running at most: positions along a logical solve take under 50 ms each,
 * so the last of them usually waits well under a second (notes crafted on the hardest
 * puzzles can cost up to about a second); past that a flood is refused at once instead of
 * queueing for all. Each address has at most three of these places (hints-in-flight.ts).
 */
export const MAX_PENDING_HINTS = 16;

/** A hint still running after this ends the worker (a fresh one takes the next request). */
export const HINT_TIMEOUT_MS = 5_000;

/** The engine on the calling thread: for tests and tools, never for a server's event loop. */
export const hintsHere: HintEngine = {
  find: ({ givens, entries, solution, marks }) =>
    Promise.resolve(hint(givens, entries, solution, marks, randomInt)),
  close: () => Promise.resolve(),
};

/**
 * Hints in one worker thread. `warm`: start it at once and let it compile the engine before
 * the first request (a production server); otherwise it starts on the first hint (tests and
 * development, which start many servers and ask few of them for hints).
 */
export class HintWorker implements HintEngine {
  private readonly worker: EngineWorker<Omit<HintRequest, "id">, HintResponse>;

  constructor({ warm, onJob }: { warm: boolean; onJob?: JobObserver }) {
    this.worker = new EngineWorker({
      onJob,
      entry: new URL("./hint-worker.ts", import.meta.url),
      name: "the hint engine",
      maxPending: MAX_PENDING_HINTS,
      timeoutMs: HINT_TIMEOUT_MS,
      workerData: { warm } satisfies HintWorkerData,
    });
    if (warm) this.worker.start();
  }

  async find(input: HintInput): Promise<Hint> {
    let response: HintResponse;
    try {
      response = await this.worker.request(input);
    } catch (error) {
      if (error instanceof EngineWorkerError && error.reason !== "closed") {
        throw new GameError(
          ERROR_CODES.unavailable,
          error.reason === "busy"
            ? "Hints are busy right now: ask again in a moment."
            : "That hint took too long: ask again in a moment.",
        );
      }
      throw error;
    }
    if (!response.ok) throw new Error(response.message);
    return response.hint;
  }

  /** Hints waiting or running. */
  get queueLength(): number {
    return this.worker.queueLength;
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
