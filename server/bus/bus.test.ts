import { describe, expect, it, vi } from "vitest";
import { MemoryBus } from "./bus";
import type { DomainEvent } from "./events";
import { readableEvent } from "./events";

const reaction = (n: number): DomainEvent => ({
  type: "RoomReaction",
  v: 1,
  reaction: { code: "ABCDE", playerId: `p${n}`, reaction: "👍", at: n },
});

describe("MemoryBus", () => {
  it("hands every event to every listener, in order, as local", () => {
    const bus = new MemoryBus();
    const heard: string[] = [];
    bus.subscribe((event, origin) => heard.push(`a:${event.type}:${origin}`));
    bus.subscribe((event, origin) => heard.push(`b:${event.type}:${origin}`));
    bus.publish(reaction(1));
    bus.publish({ type: "SessionsEnded", v: 1, playerId: "user:1", message: "bye" });
    expect(heard).toEqual([
      "a:RoomReaction:local",
      "b:RoomReaction:local",
      "a:SessionsEnded:local",
      "b:SessionsEnded:local",
    ]);
  });

  it("a listener that throws is logged and the others still hear the event", () => {
    const logError = vi.fn();
    const bus = new MemoryBus(logError);
    const heard = vi.fn();
    bus.subscribe(() => {
      throw new Error("boom");
    });
    bus.subscribe(heard);
    bus.publish(reaction(1));
    expect(heard).toHaveBeenCalledOnce();
    expect(logError).toHaveBeenCalledWith("bus listener failed on RoomReaction", expect.any(Error));
  });

  it("an unsubscribed listener, and every listener after close, hears nothing", async () => {
    const bus = new MemoryBus();
    const first = vi.fn();
    const second = vi.fn();
    const off = bus.subscribe(first);
    bus.subscribe(second);
    off();
    bus.publish(reaction(1));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    await bus.close();
    bus.publish(reaction(2));
    expect(second).toHaveBeenCalledOnce();
  });
});

describe("readableEvent", () => {
  it("reads the events and versions this build knows, and nothing else", () => {
    expect(readableEvent(reaction(1))).toEqual(reaction(1));
    expect(readableEvent({ ...reaction(1), v: 2 })).toBeNull();
    expect(readableEvent({ type: "toString", v: 1 })).toBeNull();
    expect(readableEvent({ type: "Unknown", v: 1 })).toBeNull();
    expect(readableEvent(null)).toBeNull();
    expect(readableEvent("GameUpdated")).toBeNull();
  });
});
