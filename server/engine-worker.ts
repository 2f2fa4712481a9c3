/**
 * One worker thread that runs engine work, one request at a time, off the socket server's event
 * loop: the socket thread only posts a request and awaits its answer. The generator and the
 * hints each keep one (hints must not wait behind an extreme puzzle being generated).
 *
 * Bounds that keep a flood from piling up: at most `maxPending` requests wait (more are refused
 * at once), and a request that takes longer than `timeoutMs` ends the worker (a synchronous
 * search cannot be interrupted any other way); the next request starts a fresh one.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * What a worker posts once it has loaded and is ready for requests (requests posted before it
 * wait in the port): every worker entry must post it.
 */
export const READY = { ready: true } as const;

/** Why a request got no answer: the worker is full, too slow, stopped, or closed. */
export class EngineWorkerError extends Error {
  constructor(
    readonly reason: "busy" | "timeout" | "stopped" | "closed",
    message: string,
  ) {
    super(message);
    this.name = "EngineWorkerError";
  }
}

export interface EngineWorkerOptions {
  /** The worker's TypeScript module, e.g. `new URL("./hint-worker.ts", import.meta.url)`. */
  entry: URL;
  /** Requests waiting or running at most; further ones are refused with reason "busy". */
  maxPending?: number;
  /** A request running longer ends the worker, failing what it holds with "timeout". */
  timeoutMs?: number;
  /** A name for error messages ("the generator", "the hint engine"). */
  name: string;
  /** Given to the worker as `workerData`. */
  workerData?: unknown;
  /** Told each job's time, from the worker starting it to its answer or failure (metrics). */
  onJob?: JobObserver;
}

/**
 * A job's seconds and outcome: `answered` (the worker replied, maybe with a refusal) or
 * `failed` (timed out, or the worker died). A fresh worker's start-up counts in its first job.
 */
export type JobObserver = (seconds: number, outcome: "answered" | "failed") => void;

interface Pending {
  resolve(response: unknown): void;
  reject(error: Error): void;
}

/** Messages carry `id` both ways; the rest of each is the caller's. */
export class EngineWorker<Request extends object, Response extends { id: number }> {
  private worker: Worker | null = null;
  private nextId = 1;
  /** In the order posted (a Map keeps it): the worker answers in that order, one at a time. */
  private readonly pending = new Map<number, Pending>();
  private timer: NodeJS.Timeout | null = null;
  /** The worker said READY: it has loaded (and warmed up), so the timeout counts from now. */
  private ready = false;
  private closed = false;
  /** When the job at the head of the queue (the one running) began. */
  private headSince = 0;

  constructor(private readonly options: EngineWorkerOptions) {}

  /** Requests waiting or running. */
  get queueLength(): number {
    return this.pending.size;
  }

  /** Starts the worker now (it may warm up before its first request) instead of on first use. */
  start(): void {
    if (!this.closed && !this.worker) this.spawn();
  }

  /** Posts `body` and resolves with the worker's response to it. */
  request(body: Request): Promise<Response> {
    const { name, maxPending = Infinity } = this.options;
    if (this.closed) return Promise.reject(new EngineWorkerError("closed", `${name} is closed`));
    if (this.pending.size >= maxPending) {
      return Promise.reject(new EngineWorkerError("busy", `${name} is busy`));
    }
    const worker = this.worker ?? this.spawn();
    const id = this.nextId++;
    return new Promise<Response>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (r: unknown) => void, reject });
      if (this.pending.size === 1) {
        this.headSince = performance.now();
        this.arm();
      }
      worker.postMessage({ id, ...body });
    });
  }

  /** Stops the worker; pending requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
    this.failAll(new EngineWorkerError("closed", `${this.options.name} is closed`));
  }

  /** Times the request at the head of the queue: the one the worker is running now. */
  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const { timeoutMs } = this.options;
    // Loading a fresh worker (seconds on a loaded machine) is not the request's own time.
    if (timeoutMs === undefined || !this.ready || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      const worker = this.worker;
      this.worker = null;
      this.failAll(new EngineWorkerError("timeout", `${this.options.name} took too long`));
      void worker?.terminate();
    }, timeoutMs);
    this.timer.unref();
  }

  private spawn(): Worker {
    // The worker is TypeScript: a small bootstrap imports it through tsx's API, whoever
    // started this process (tsx, or Vitest in the integration tests).
    const require = createRequire(import.meta.url);
    const tsxDir = dirname(require.resolve("tsx/package.json"));
    const tsxApi = pathToFileURL(join(tsxDir, "dist/esm/api/index.mjs")).href;
    const entry = this.options.entry.href;
    const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
    const worker = new Worker(bootstrap, { eval: true, workerData: this.options.workerData });
    this.ready = false;
    // An idle worker must not keep the process alive.
    worker.unref();
    worker.on("message", (response: Response | typeof READY) => {
      if (!("id" in response)) {
        if (this.worker !== worker) return;
        this.ready = true;
        this.arm();
        return;
      }
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      this.jobEnded("answered");
      this.arm();
      pending.resolve(response);
    });
    worker.on("error", (error) => {
      if (this.worker === worker) this.failAll(error);
    });
    worker.on("exit", () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(new EngineWorkerError("stopped", `${this.options.name} stopped`));
    });
    this.worker = worker;
    return worker;
  }

  /** Reports the head job's time; the next one (if any) starts now. */
  private jobEnded(outcome: "answered" | "failed"): void {
    const now = performance.now();
    this.options.onJob?.((now - this.headSince) / 1000, outcome);
    this.headSince = now;
  }

  private failAll(error: Error): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // The running job failed; those behind it never ran. Closing is not a job's failure.
    if (this.pending.size && !this.closed) this.jobEnded("failed");
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(error);
  }
}
