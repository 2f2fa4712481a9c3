/**
 * Runs the puzzle engine off the main thread: generating (an extreme puzzle can take seconds
 * of CPU) and checking and rating a pasted puzzle must never stall the socket server's event
 * loop.
 */
import { parentPort } from "node:worker_threads";
import { generate } from "@/lib/sudoku/generator";
import { READY } from "../engine-worker";
import { GameError } from "../games/errors";
import { customPuzzle } from "./custom-puzzle";
import type { GenerateRequest, GenerateResponse } from "./generator-messages";
import { puzzleOf, type Puzzle } from "./puzzle-source";

const port = parentPort;
if (!port) throw new Error("generator-worker.ts runs as a worker thread");

port.on("message", (request: GenerateRequest) => {
  let response: GenerateResponse;
  try {
    response = { id: request.id, ok: true, puzzle: run(request) };
  } catch (error) {
    response = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      refused: error instanceof GameError,
    };
  }
  port.postMessage(response);
});
port.postMessage(READY);

function run(request: GenerateRequest): Puzzle {
  if (request.kind === "rate") return customPuzzle(request.puzzle);
  const { puzzle, solution, rating } = generate({ level: request.level, seed: request.seed });
  return puzzleOf(puzzle, solution, rating);
}
