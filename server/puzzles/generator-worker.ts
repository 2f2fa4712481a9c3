/**
 * Runs the puzzle generator off the main thread: an extreme puzzle can take seconds of CPU,
 * which must never stall the socket server's event loop.
 */
import { parentPort } from "node:worker_threads";
import { generate } from "@/lib/sudoku/generator";
import type { GenerateRequest, GenerateResponse } from "./generator-messages";

const port = parentPort;
if (!port) throw new Error("generator-worker.ts runs as a worker thread");

port.on("message", (request: GenerateRequest) => {
  let response: GenerateResponse;
  try {
    const { puzzle, solution, rating } = generate({ level: request.level });
    const { hardest, hardestName, score } = rating;
    response = {
      id: request.id,
      ok: true,
      puzzle: { givens: puzzle, solution, rating: { hardest, hardestName, score } },
    };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(response);
});
