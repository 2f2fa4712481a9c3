/**
 * A worker for EngineWorker's tests: answers `{ id, echo }` after keeping its thread busy for
 * `ms` (a synchronous loop, like an engine search), so a test can see what the main thread
 * does meanwhile.
 */
import { parentPort } from "node:worker_threads";
import { READY } from "../engine-worker";

parentPort?.on("message", ({ id, ms, echo }: { id: number; ms: number; echo: string }) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
  parentPort?.postMessage({ id, echo });
});

parentPort?.postMessage(READY);
