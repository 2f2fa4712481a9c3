import { describe, expect, it } from "vitest";
import { racer as p } from "./fixtures";
import { milestoneText, newMilestones } from "./milestones";

describe("newMilestones", () => {
  it("announces halfway once, even after erasing back below half", () => {
    const seen = new Set<string>();
    expect(newMilestones([p("a", { filled: 24 })], 50, seen)).toEqual([]);
    const half = newMilestones([p("a", { filled: 25 })], 50, seen);
    expect(half.map((m) => m.kind)).toEqual(["half"]);
    half.forEach((m) => seen.add(m.key));
    expect(newMilestones([p("a", { filled: 20 })], 50, seen)).toEqual([]);
    expect(newMilestones([p("a", { filled: 30 })], 50, seen)).toEqual([]);
  });

  it("announces how a race ended, with place and time", () => {
    const seen = new Set<string>(["a:half"]);
    const [done] = newMilestones(
      [p("a", { filled: 50, status: "solved", rank: 1, timeMs: 190_000 })],
      50,
      seen,
    );
    expect(done.kind).toBe("solved");
    expect(milestoneText(done, "Ada")).toBe("Ada finished 1st in 3:10");
    const [gone] = newMilestones([p("b", { status: "gaveUp" })], 50, seen);
    expect(milestoneText(gone, "Bea")).toBe("Bea gave up");
  });

  it("does not call a finished racer halfway", () => {
    const list = newMilestones(
      [p("a", { filled: 50, status: "solved", rank: 1, timeMs: 1 })],
      50,
      new Set(),
    );
    expect(list.map((m) => m.kind)).toEqual(["solved"]);
  });
});
