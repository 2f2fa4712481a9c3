import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/game/protocol";
import { GameError } from "../games/errors";
import { HintsInFlight } from "./hints-in-flight";

/** Work that runs until `finish` is called. */
function pending() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { work: () => done, finish, fail };
}

async function refusal(promise: Promise<unknown>): Promise<GameError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GameError);
  return error as GameError;
}

describe("hints in flight per address", () => {
  it("refuses an address's hint past its share until one of its hints is answered", async () => {
    const guard = new HintsInFlight(2);
    const a = pending();
    const b = pending();
    const first = guard.run("10.0.0.1", a.work);
    const second = guard.run("10.0.0.1", b.work);
    const refused = await refusal(guard.run("10.0.0.1", () => Promise.resolve("x")));
    expect(refused.code).toBe(ERROR_CODES.limit);
    expect(refused.message).toBe("Your other hints are still being worked out: wait for them.");
    // Another address is not held back by this one.
    await expect(guard.run("10.0.0.2", () => Promise.resolve("other"))).resolves.toBe("other");
    a.finish("a");
    await expect(first).resolves.toBe("a");
    await expect(guard.run("10.0.0.1", () => Promise.resolve("again"))).resolves.toBe("again");
    b.finish("b");
    await expect(second).resolves.toBe("b");
  });

  it("frees the place of a hint that failed", async () => {
    const guard = new HintsInFlight(1);
    const a = pending();
    const first = guard.run("10.0.0.1", a.work);
    await refusal(guard.run("10.0.0.1", () => Promise.resolve("x")));
    a.fail(new Error("worker gone"));
    await expect(first).rejects.toThrow("worker gone");
    await expect(guard.run("10.0.0.1", () => Promise.resolve("ok"))).resolves.toBe("ok");
  });
});
