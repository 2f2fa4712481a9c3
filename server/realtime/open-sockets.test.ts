import { describe, expect, it } from "vitest";
import { openSockets } from "./open-sockets";

describe("open sockets in one process", () => {
  const caps = (guest: string) => [
    { key: `guest:${guest}`, limit: 2 },
    { key: "address:a", limit: 3 },
  ];

  it("refuses past a cap, naming the full one, and counts nothing for a refusal", async () => {
    const open = openSockets();
    expect(await open.claim(caps("g"), "s1")).toBe(-1);
    expect(await open.claim(caps("g"), "s2")).toBe(-1);
    expect(await open.claim(caps("g"), "s3")).toBe(0);
    expect(await open.count("address:a")).toBe(2);
    expect(await open.claim(caps("h"), "s4")).toBe(-1);
    expect(await open.claim(caps("i"), "s5")).toBe(1);
    expect(await open.count("guest:i")).toBe(0);
  });

  it("frees a place when a socket is released", async () => {
    const open = openSockets();
    await open.claim(caps("g"), "s1");
    await open.claim(caps("g"), "s2");
    await open.release(["guest:g", "address:a"], "s1");
    expect(await open.claim(caps("g"), "s3")).toBe(-1);
    expect(await open.count("guest:g")).toBe(2);
  });
});
