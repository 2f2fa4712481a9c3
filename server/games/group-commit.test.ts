import { describe, expect, it } from "vitest";
import { GroupCommit, type BatchOutcome } from "./group-commit";

interface Item {
  key: string;
  value: number;
}

/** A writer whose batches finish when the test says so. */
function controlledWriter(outcome: (item: Item) => BatchOutcome = () => null) {
  const batches: Item[][] = [];
  const finish: (() => void)[] = [];
  const writeBatch = (items: readonly Item[]) => {
    batches.push([...items]);
    return new Promise<BatchOutcome[]>((resolve) => finish.push(() => resolve(items.map(outcome))));
  };
  const values = () => batches.map((batch) => batch.map((item) => item.value));
  return { batches, finish, writeBatch, values };
}

/** Long enough for the batcher's setImmediate and the writer's promises to settle. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("GroupCommit", () => {
  it("writes the items added in one turn together, and those arriving meanwhile in the next batch", async () => {
    const writer = controlledWriter();
    const commit = new GroupCommit<Item>({
      ...writer,
      keyOf: (i) => i.key,
      maxBatch: 10,
      maxInFlight: 1,
    });
    const done: number[] = [];
    const add = (value: number) =>
      commit.add({ key: `g${value}`, value }).then(() => done.push(value));
    const adds = [add(1), add(2)];
    // Nothing is written inside the call: the batch waits for the event loop's next turn.
    expect(writer.batches).toEqual([]);
    await tick();
    expect(writer.values()).toEqual([[1, 2]]);
    adds.push(add(3), add(4));
    await tick();
    expect(writer.values()).toEqual([[1, 2]]);
    writer.finish[0]();
    await tick();
    expect(done).toEqual([1, 2]);
    expect(writer.values()).toEqual([
      [1, 2],
      [3, 4],
    ]);
    writer.finish[1]();
    await Promise.all(adds);
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it("tells each caller its own outcome", async () => {
    const writer = controlledWriter((item) => (item.value === 2 ? new Error("stale 2") : null));
    const commit = new GroupCommit<Item>({
      ...writer,
      keyOf: (i) => i.key,
      maxBatch: 10,
      maxInFlight: 1,
    });
    const results = [1, 2, 3].map((value) =>
      commit.add({ key: `g${value}`, value }).then(
        () => "written",
        (error: Error) => error.message,
      ),
    );
    await tick();
    writer.finish[0]();
    expect(await Promise.all(results)).toEqual(["written", "stale 2", "written"]);
  });

  it("never puts two items of one key in a batch or in flight at once, and keeps their order", async () => {
    const writer = controlledWriter();
    const commit = new GroupCommit<Item>({
      ...writer,
      keyOf: (i) => i.key,
      maxBatch: 10,
      maxInFlight: 2,
    });
    const adds = [
      commit.add({ key: "a", value: 1 }),
      commit.add({ key: "a", value: 2 }),
      commit.add({ key: "b", value: 3 }),
      commit.add({ key: "a", value: 4 }),
    ];
    await tick();
    // a2 and a4 wait behind a1, even with a second batch free to run.
    expect(writer.values()).toEqual([[1, 3]]);
    writer.finish[0]();
    await tick();
    expect(writer.values()).toEqual([[1, 3], [2]]);
    writer.finish[1]();
    await tick();
    expect(writer.values()).toEqual([[1, 3], [2], [4]]);
    writer.finish[2]();
    await Promise.all(adds);
  });

  it("caps the batch size and fails every caller of a batch whose write throws", async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<Item>({
      writeBatch: async (items) => {
        sizes.push(items.length);
        throw new Error("connection lost");
      },
      keyOf: (i) => i.key,
      maxBatch: 2,
      maxInFlight: 1,
    });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((value) => commit.add({ key: `g${value}`, value })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill("rejected"));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
