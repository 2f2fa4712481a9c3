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
  return { batches, finish, writeBatch };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("GroupCommit", () => {
  it("writes the first item at once, and those arriving meanwhile together in the next batch", async () => {
    const writer = controlledWriter();
    const commit = new GroupCommit<Item>({
      ...writer,
      keyOf: (i) => i.key,
      maxBatch: 10,
      maxInFlight: 1,
    });
    const done: number[] = [];
    const adds = [1, 2, 3].map((value) =>
      commit.add({ key: `g${value}`, value }).then(() => done.push(value)),
    );
    await tick();
    expect(writer.batches.map((b) => b.map((i) => i.value))).toEqual([[1]]);
    writer.finish[0]();
    await tick();
    expect(done).toEqual([1]);
    expect(writer.batches.map((b) => b.map((i) => i.value))).toEqual([[1], [2, 3]]);
    writer.finish[1]();
    await Promise.all(adds);
    expect(done).toEqual([1, 2, 3]);
  });

  it("tells each caller its own outcome", async () => {
    const writer = controlledWriter((item) => (item.value === 2 ? new Error("stale 2") : null));
    const commit = new GroupCommit<Item>({
      ...writer,
      keyOf: (i) => i.key,
      maxBatch: 10,
      maxInFlight: 1,
    });
    const first = commit.add({ key: "a", value: 0 });
    const results = [1, 2, 3].map((value) =>
      commit.add({ key: `g${value}`, value }).then(
        () => "written",
        (error: Error) => error.message,
      ),
    );
    await tick();
    writer.finish[0]();
    await first;
    await tick();
    writer.finish[1]();
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
    // Batch 1 took a1; batch 2 (second slot) took b3 only: a2 waits for a1.
    expect(writer.batches.map((b) => b.map((i) => i.value))).toEqual([[1], [3]]);
    writer.finish[0]();
    await tick();
    expect(writer.batches.map((b) => b.map((i) => i.value))).toEqual([[1], [3], [2]]);
    writer.finish[1]();
    writer.finish[2]();
    await tick();
    expect(writer.batches.map((b) => b.map((i) => i.value))).toEqual([[1], [3], [2], [4]]);
    writer.finish[3]();
    await Promise.all(adds);
  });

  it("caps the batch size and fails every caller of a batch whose write throws", async () => {
    const batches: number[] = [];
    const commit = new GroupCommit<Item>({
      writeBatch: async (items) => {
        batches.push(items.length);
        throw new Error("connection lost");
      },
      keyOf: (i) => i.key,
      maxBatch: 2,
      maxInFlight: 1,
    });
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((value) => commit.add({ key: `g${value}`, value })),
    );
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(batches).toEqual([1, 2, 2]);
  });
});
