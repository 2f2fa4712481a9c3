/**
 * Computes hints off the main thread: a hint on the hardest positions costs tens of ms of
 * engine time, far more on a loaded machine, and players choose the position (their notes are
 * its candidates). On the event loop every game shares, hints asked within the quotas slowed
 * everyone's moves to seconds; here they only wait for each other.
 */
import { randomInt } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { hint } from "@/lib/sudoku/hint";
import { READY } from "../engine-worker";
import type { HintRequest, HintResponse, HintWorkerData } from "./hint-messages";
import { warmEngine } from "./warm-engine";

const port = parentPort;
if (!port) throw new Error("hint-worker.ts runs as a worker thread");

// V8 compiles each technique on first use (about half a second in all): a production server
// pays it here, before the first player's hint, while requests that arrive wait in the port.
if ((workerData as HintWorkerData | null)?.warm) warmEngine();
port.postMessage(READY);

port.on("message", (request: HintRequest) => {
  let response: HintResponse;
  try {
    const { id, givens, entries, solution, marks } = request;
    // Which of several wrong cells a check names is random: always the first would confirm
    // every guess before it.
    response = { id, ok: true, hint: hint(givens, entries, solution, marks, randomInt) };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(response);
});
