import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { BackgroundGenerator } from "./background-generator";

/** Rated by a forcing net: over a second of engine time each (top95, 8th). */
const HARD = "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";
/** Escargot, rated by a forcing net too: seconds of engine time. */
const HARDEST = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
/** One empty cell: rated at once. */
const EASY = "534678912672195348198342567859761423426853791713924856961537284287419635345286170";

const generators: BackgroundGenerator[] = [];
function generator(options?: ConstructorParameters<typeof BackgroundGenerator>[0]) {
  const made = new BackgroundGenerator(options);
  generators.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(generators.splice(0).map((g) => g.close()));
});

// Starting worker threads through tsx takes a while on a loaded machine.
describe("BackgroundGenerator", { timeout: 30_000 }, () => {
  it("makes a level's puzzle while pasted hard puzzles are still being rated", async () => {
    const puzzles = generator();
    // Both threads started and compiled, so only the queues decide the order below.
    await Promise.all([puzzles.generate("easy"), puzzles.rate(EASY)]);
    const done: string[] = [];
    const pasted = [1, 2, 3].map((i) => puzzles.rate(HARD).then(() => done.push(`pasted ${i}`)));
    const level = puzzles.generate("easy").then(() => done.push("level"));
    await Promise.all([...pasted, level]);
    expect(done[0]).toBe("level");
  });

  it("answers unavailable, with a message for the page, past a full queue", async () => {
    const puzzles = generator({ rate: { maxPending: 2 }, generate: { maxPending: 1 } });
    const running = [puzzles.rate(HARD), puzzles.rate(HARD)];
    await expect(puzzles.rate(HARD)).rejects.toMatchObject({
      code: ERROR_CODES.unavailable,
      message: expect.stringMatching(/try again/),
    });
    const level = puzzles.generate("easy");
    await expect(puzzles.generate("easy")).rejects.toMatchObject({
      code: ERROR_CODES.unavailable,
      message: expect.stringMatching(/try again/),
    });
    await Promise.all([...running, level]);
  });

  it("answers unavailable when a pasted puzzle takes too long, and level games go on", async () => {
    const puzzles = generator({ rate: { timeoutMs: 300 } });
    await puzzles.rate(EASY);
    await expect(puzzles.rate(HARDEST)).rejects.toMatchObject({
      code: ERROR_CODES.unavailable,
      message: expect.stringMatching(/too long/),
    });
    expect((await puzzles.generate("easy")).givens).toHaveLength(81);
  });
});
