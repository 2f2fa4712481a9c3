import { describe, expect, it } from "vitest";
import { MemoryPresenceSets } from "./presence-sets";

describe("MemoryPresenceSets", () => {
  it("counts each member once and forgets empty sets", async () => {
    const sets = new MemoryPresenceSets();
    expect(await sets.add("game:g", "s1")).toBe(1);
    expect(await sets.add("game:g", "s1")).toBe(1);
    expect(await sets.add("game:g", "s2")).toBe(2);
    expect(await sets.add("game:h", "s1")).toBe(1);
    expect(await sets.remove("game:g", "s1")).toBe(1);
    expect(await sets.members("game:g")).toEqual(["s2"]);
    expect(await sets.remove("game:g", "s2")).toBe(0);
    expect(await sets.remove("game:g", "s2")).toBe(0);
    expect(await sets.size("game:g")).toBe(0);
    expect(await sets.size("game:h")).toBe(1);
  });
});
