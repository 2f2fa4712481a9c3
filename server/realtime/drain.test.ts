import { expect, it } from "vitest";
import { drainWindowMs } from "./drain";

it("gives pages a quarter of the shutdown bound to leave, at most 3 s", () => {
  expect(drainWindowMs(1_000)).toBe(250);
  expect(drainWindowMs(10_000)).toBe(2_500);
  expect(drainWindowMs(120_000)).toBe(3_000);
});
