/** Room presence on shared sets: tabs on several processes, counted once per guest and room. */
import { describe, expect, it } from "vitest";
import { MemoryPresenceSets } from "../presence/presence-sets";
import { MemberPresence } from "./member-presence";

describe("MemberPresence", () => {
  it("keeps a guest connected while any of their tabs, on any process, is in the room", async () => {
    const sets = new MemoryPresenceSets();
    const [a, b] = [new MemberPresence(sets), new MemberPresence(sets)];
    expect(await a.add("ROOM01", "ann", "tab-a")).toBe(true);
    expect(await b.add("ROOM01", "ann", "tab-b")).toBe(false);
    expect(await a.remove("ROOM01", "ann", "tab-a")).toBe(false);
    expect(await a.connected("ROOM01", "ann")).toBe(true);
    expect(await b.remove("ROOM01", "ann", "tab-b")).toBe(true);
    expect(await a.connected("ROOM01", "ann")).toBe(false);
    expect(await a.occupied("ROOM01")).toBe(false);
  });

  it("counts a guest's rooms once each, however many tabs, and forgets all their tabs in one", async () => {
    const sets = new MemoryPresenceSets();
    const presence = new MemberPresence(sets);
    await presence.add("ROOM01", "ann", "tab-1");
    await presence.add("ROOM01", "ann", "tab-2");
    await presence.add("ROOM02", "ann", "tab-1");
    await presence.add("ROOM01", "bob", "tab-3");
    expect(await presence.roomsOf("ann")).toBe(2);
    expect([...(await presence.here("ROOM01"))].sort()).toEqual(["ann", "bob"]);
    await presence.forget("ROOM01", "ann");
    expect(await presence.roomsOf("ann")).toBe(1);
    expect([...(await presence.here("ROOM01"))]).toEqual(["bob"]);
  });
});
