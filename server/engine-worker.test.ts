import { afterEach, describe, expect, it } from "vitest";
import { EngineWorker, EngineWorkerError, type EngineWorkerOptions } from "./engine-worker";

type Busy = { ms: number; echo: string };
type Echo = { id: number; echo: string };

const workers: EngineWorker<Busy, Echo>[] = [];
function busyWorker(options: Partial<EngineWorkerOptions> = {}) {
  const worker = new EngineWorker<Busy, Echo>({
    entry: new URL("./test-support/busy-worker.ts", import.meta.url),
    name: "the test worker",
    ...options,
  });
  workers.push(worker);
  return worker;
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.close()));
});

/** How late a 0 ms timer fires on this thread: what a socket event would wait. */
function timerDelay(): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => setTimeout(() => resolve(performance.now() - start), 0));
}

// Starting a worker through tsx takes a while on a loaded machine.
describe("EngineWorker", { timeout: 30_000 }, () => {
  it("tells each job's own running time and the queue's length (metrics)", async () => {
    const jobs: { seconds: number; outcome: string }[] = [];
    const worker = busyWorker({ onJob: (seconds, outcome) => jobs.push({ seconds, outcome }) });
    await worker.request({ ms: 1, echo: "warm" });
    jobs.length = 0;
    const both = [worker.request({ ms: 300, echo: "a" }), worker.request({ ms: 300, echo: "b" })];
    expect(worker.queueLength).toBe(2);
    await Promise.all(both);
    expect(worker.queueLength).toBe(0);
    expect(jobs.map((j) => j.outcome)).toEqual(["answered", "answered"]);
    // Each at least its own run; the second's below 0.6 s, which its wait behind the first
    // (0.3 s) plus its own run would reach.
    for (const job of jobs) expect(job.seconds).toBeGreaterThanOrEqual(0.29);
    expect(jobs[1].seconds).toBeLessThan(0.6);
  });

  it("answers each request with its own response, in order", async () => {
    const worker = busyWorker();
    const answers = await Promise.all(
      ["a", "b", "c"].map((echo) => worker.request({ ms: 1, echo })),
    );
    expect(answers.map((a) => a.echo)).toEqual(["a", "b", "c"]);
  });

  it("keeps the calling thread free while the worker computes", async () => {
    const worker = busyWorker();
    await worker.request({ ms: 1, echo: "warm" });
    const long = worker.request({ ms: 600, echo: "long" });
    // The worker's 600 ms search is under way; the timer here must not wait for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await timerDelay()).toBeLessThan(300);
    expect((await long).echo).toBe("long");
  });

  it("refuses at once past maxPending and takes requests again when there is room", async () => {
    const worker = busyWorker({ maxPending: 2 });
    const first = worker.request({ ms: 200, echo: "1" });
    const second = worker.request({ ms: 1, echo: "2" });
    await expect(worker.request({ ms: 1, echo: "3" })).rejects.toMatchObject({ reason: "busy" });
    expect((await first).echo).toBe("1");
    expect((await second).echo).toBe("2");
    expect((await worker.request({ ms: 1, echo: "4" })).echo).toBe("4");
  });

  it("ends a worker that runs past the timeout and answers the next request on a fresh one", async () => {
    const worker = busyWorker({ timeoutMs: 1_000 });
    await worker.request({ ms: 1, echo: "warm" });
    const stuck = worker.request({ ms: 60_000, echo: "stuck" });
    const behind = worker.request({ ms: 1, echo: "behind" });
    await expect(stuck).rejects.toMatchObject({ reason: "timeout" });
    await expect(behind).rejects.toBeInstanceOf(EngineWorkerError);
    expect((await worker.request({ ms: 1, echo: "fresh" })).echo).toBe("fresh");
  });

  it("fails what is pending on close and refuses after it", async () => {
    const worker = busyWorker();
    const pending = worker.request({ ms: 500, echo: "late" });
    await worker.close();
    await expect(pending).rejects.toMatchObject({ reason: "closed" });
    await expect(worker.request({ ms: 1, echo: "after" })).rejects.toMatchObject({
      reason: "closed",
    });
  });
});
