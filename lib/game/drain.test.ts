import { describe, expect, it } from "vitest";
import { drainReconnectDelay, honourDrain, MAX_DRAIN_RECONNECT_MS } from "./drain";
import type { ServerDraining } from "./protocol";

/** A socket that records what the page did to it, and can be told the server drains. */
function fakeSocket() {
  const calls: string[] = [];
  let listener: ((event: ServerDraining) => void) | null = null;
  return {
    calls,
    drain: (event: ServerDraining) => listener?.(event),
    socket: {
      on: (_event: "server:draining", fn: (event: ServerDraining) => void) => (listener = fn),
      off: () => (listener = null),
      disconnect: () => calls.push("disconnect"),
      connect: () => calls.push("connect"),
    },
  };
}

describe("honourDrain", () => {
  it("leaves at once and reconnects after a random delay within the server's window", () => {
    const fake = fakeSocket();
    const scheduled: number[] = [];
    honourDrain(fake.socket, {
      random: () => 0.5,
      schedule: (run, ms) => {
        scheduled.push(ms);
        fake.calls.push(`wait ${ms}`);
        run();
      },
    });
    fake.drain({ reconnectWithinMs: 400 });
    expect(fake.calls).toEqual(["disconnect", "wait 200", "connect"]);
  });

  it("stops listening when asked", () => {
    const fake = fakeSocket();
    const stop = honourDrain(fake.socket, { schedule: (run) => run() });
    stop();
    fake.drain({ reconnectWithinMs: 400 });
    expect(fake.calls).toEqual([]);
  });
});

describe("drainReconnectDelay", () => {
  it("spreads over the window asked, never past the page's own bound", () => {
    expect(drainReconnectDelay({ reconnectWithinMs: 500 }, () => 0)).toBe(0);
    expect(drainReconnectDelay({ reconnectWithinMs: 500 }, () => 0.999)).toBe(499);
    expect(drainReconnectDelay({ reconnectWithinMs: 60_000 }, () => 0.999)).toBeLessThan(
      MAX_DRAIN_RECONNECT_MS,
    );
  });

  it("reconnects now when the payload is not a sane window", () => {
    for (const bad of [null, {}, { reconnectWithinMs: -5 }, { reconnectWithinMs: "9" }]) {
      expect(drainReconnectDelay(bad, () => 0.9)).toBe(0);
    }
    expect(drainReconnectDelay({ reconnectWithinMs: Number.NaN }, () => 0.9)).toBe(0);
  });
});
