import { afterAll, describe, expect, it } from "vitest";
import { gridFrom } from "@/lib/sudoku/grid";
import { solve } from "@/lib/sudoku/solver";
import { GameError } from "./errors";
import { HintWorker, hintsHere, MAX_PENDING_HINTS, type HintInput } from "./hint-engine";

// A forum_hardest puzzle after its singles: only a forcing net with techniques moves on.
const STUCK = gridFrom(
  "000000008003000402090020060000079000000061200060502070008000500010000020405000003",
);
const SOLUTION = solve(STUCK).solution ?? [];
const NO_MARKS = new Array<number>(81).fill(0);
const stuck: HintInput = { givens: STUCK, entries: STUCK, solution: SOLUTION, marks: NO_MARKS };

const worker = new HintWorker({ warm: true });
afterAll(() => worker.close());

// The worker starts through tsx and warms the engine first: seconds on a loaded machine.
describe("hints in the worker thread", { timeout: 60_000 }, () => {
  it("are the hints the engine gives in-process", async () => {
    const there = await worker.find(stuck);
    expect(there.kind).toBe("step");
    expect(there).toEqual(await hintsHere.find(stuck));
  });

  it("name a wrong digit without giving the right one", async () => {
    const entries = [...STUCK];
    const cell = STUCK.indexOf(0);
    entries[cell] = SOLUTION[cell] === 1 ? 2 : 1;
    const found = await worker.find({ ...stuck, entries });
    expect(found).toEqual({ kind: "mistake", cells: [cell], explanation: expect.any(String) });
  });

  it("refuse a flood past the queue with a retryable error, and serve again after", async () => {
    const flood = Array.from({ length: MAX_PENDING_HINTS + 4 }, () =>
      worker.find(stuck).then(
        () => "hint",
        (error: unknown) => error,
      ),
    );
    const results = await Promise.all(flood);
    const refused = results.filter((r) => r instanceof GameError);
    expect(refused).toHaveLength(4);
    expect(refused[0]).toMatchObject({ code: "unavailable", message: /busy/ });
    expect(results.filter((r) => r === "hint")).toHaveLength(MAX_PENDING_HINTS);
    expect((await worker.find(stuck)).kind).toBe("step");
  });
});
