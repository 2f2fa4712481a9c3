/**
 * Runs the puzzle engine in one worker thread, one request at a time: generation and rating
 * are CPU-bound and the machine has few cores, so more workers would only slow the server
 * down. The socket thread only awaits.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Level } from "@/lib/game/protocol";
import type { GenerateRequest, GenerateResponse } from "./generator-messages";
import { ERROR_CODES } from "@/lib/game/protocol";
import { GameError } from "../games/errors";
import type { Puzzle, PuzzleWorker } from "./puzzle-source";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Pending {
  resolve(puzzle: Puzzle): void;
  reject(error: Error): void;
}

export class BackgroundGenerator implements PuzzleWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  /** A puzzle that rates exactly `level`, generated in the worker; the same for the same seed. */
  generate(level: Level, seed?: string): Promise<Puzzle> {
    return this.request({ kind: "generate", level, seed });
  }

  /** A pasted puzzle checked and rated in the worker; an unplayable one is a bad_request. */
  rate(puzzle: string): Promise<Puzzle> {
    return this.request({ kind: "rate", puzzle });
  }

  private request(body: DistributiveOmit<GenerateRequest, "id">): Promise<Puzzle> {
    if (this.closed) return Promise.reject(new Error("the generator is closed"));
    const worker = this.worker ?? this.spawn();
    const id = this.nextId++;
    return new Promise<Puzzle>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...body } satisfies GenerateRequest);
    });
  }

  /** Stops the worker; pending requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new Error("the generator is closed"));
  }

  private spawn(): Worker {
    // The worker is TypeScript: a small bootstrap imports it through tsx's API, whoever
    // started this process (tsx, or Vitest in the integration tests).
    const require = createRequire(import.meta.url);
    const tsxDir = dirname(require.resolve("tsx/package.json"));
    const tsxApi = pathToFileURL(join(tsxDir, "dist/esm/api/index.mjs")).href;
    const entry = new URL("./generator-worker.ts", import.meta.url).href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
    const worker = new Worker(bootstrap, { eval: true });
    // An idle worker must not keep the process alive.
    worker.unref();
    worker.on("message", (response: GenerateResponse) => {
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      if (response.ok) pending.resolve(response.puzzle);
      else if (response.refused) {
        pending.reject(new GameError(ERROR_CODES.badRequest, response.message));
      } else pending.reject(new Error(response.message));
    });
    worker.on("error", (error) => this.failAll(error));
    worker.on("exit", () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error("the generator worker stopped"));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
