/**
 * Runs the puzzle engine in worker threads, one request at a time in each: generation and
 * rating are CPU-bound and the machine has few cores, so more workers would only slow the
 * server down. The socket thread only awaits.
 *
 * Two workers with queues of their own: one makes the puzzles of level games, race starts,
 * the daily and the pool; the other checks and rates pasted puzzles, which anyone can send and
 * which can take seconds each, so a flood of them only ever waits behind itself. Each queue is
 * bounded (past it: `unavailable`, which the page shows) and each job timed (past it the
 * worker ends, `unavailable`, and the next job starts a fresh one), as the hint worker is.
 */
import type { Level } from "@/lib/game/protocol";
import { ERROR_CODES } from "@/lib/game/protocol";
import { EngineWorker, EngineWorkerError, type JobObserver } from "../engine-worker";
import { GameError } from "../games/errors";
import type { GenerateRequest, GenerateResponse } from "./generator-messages";
import type { Puzzle, PuzzleWorker } from "./puzzle-source";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Request = DistributiveOmit<GenerateRequest, "id">;

export interface QueueBounds {
  /** Jobs waiting or running at most; more are refused with `unavailable`. */
  maxPending?: number;
  /** A job running longer ends the worker and is refused with `unavailable`. */
  timeoutMs?: number;
}

/**
 * Puzzles being made at most: the pool refill holds one, a level game or a race start one
 * each (easy to hard take milliseconds); a burst past this is told to try again.
 */
export const MAX_PENDING_GENERATIONS = 16;
/** An extreme puzzle takes seconds on a loaded machine; a minute means something is wrong. */
export const GENERATE_TIMEOUT_MS = 60_000;
/** Pasted puzzles being checked at most (the hardest rate in seconds each). */
export const MAX_PENDING_RATINGS = 8;
/** A pasted puzzle whose rating runs longer than this is refused. */
export const RATE_TIMEOUT_MS = 20_000;

const BUSY = {
  generate: "Puzzles are being made for many players right now: try again in a moment.",
  rate: "Many pasted puzzles are being checked right now: try again in a moment.",
};
const TOO_LONG = {
  generate: "Making this puzzle took too long: try again in a moment.",
  rate: "Checking this puzzle took too long: try again in a moment, or try another puzzle.",
};

export class BackgroundGenerator implements PuzzleWorker {
  private readonly workers: Record<Request["kind"], EngineWorker<Request, GenerateResponse>>;

  constructor(
    options: {
      generate?: QueueBounds;
      rate?: QueueBounds;
      /** Each job's time, by queue (metrics). */
      onJob?: (queue: Request["kind"], ...job: Parameters<JobObserver>) => void;
    } = {},
  ) {
    const { onJob } = options;
    const worker = (name: string, kind: Request["kind"], bounds: Required<QueueBounds>) =>
      new EngineWorker<Request, GenerateResponse>({
        entry: new URL("./generator-worker.ts", import.meta.url),
        name,
        ...bounds,
        onJob: onJob && ((...job) => onJob(kind, ...job)),
      });
    this.workers = {
      generate: worker("the generator", "generate", {
        maxPending: MAX_PENDING_GENERATIONS,
        timeoutMs: GENERATE_TIMEOUT_MS,
        ...options.generate,
      }),
      rate: worker("the puzzle checker", "rate", {
        maxPending: MAX_PENDING_RATINGS,
        timeoutMs: RATE_TIMEOUT_MS,
        ...options.rate,
      }),
    };
  }

  /** A puzzle that rates exactly `level`, generated in the worker; the same for the same seed. */
  generate(level: Level, seed?: string): Promise<Puzzle> {
    return this.request({ kind: "generate", level, seed });
  }

  /** A pasted puzzle checked and rated in its own worker; an unplayable one is a bad_request. */
  rate(puzzle: string): Promise<Puzzle> {
    return this.request({ kind: "rate", puzzle });
  }

  private async request(body: Request): Promise<Puzzle> {
    let response: GenerateResponse;
    try {
      response = await this.workers[body.kind].request(body);
    } catch (error) {
      if (error instanceof EngineWorkerError && error.reason !== "closed") {
        const message = error.reason === "busy" ? BUSY[body.kind] : TOO_LONG[body.kind];
        throw new GameError(ERROR_CODES.unavailable, message);
      }
      throw error;
    }
    if (response.ok) return response.puzzle;
    if (response.refused) throw new GameError(ERROR_CODES.badRequest, response.message);
    throw new Error(response.message);
  }

  /** Jobs waiting or running, by queue. */
  queueLengths(): Record<Request["kind"], number> {
    return { generate: this.workers.generate.queueLength, rate: this.workers.rate.queueLength };
  }

  /** Stops the workers; pending requests fail. */
  async close(): Promise<void> {
    await Promise.all(Object.values(this.workers).map((worker) => worker.close()));
  }
}
