import { describe, expect, it } from "vitest";
import { formatTime, ordinal } from "./format";

describe("formatTime", () => {
  it.each([
    [0, "0:00"],
    [999, "0:00"],
    [75_400, "1:15"],
    [3_600_000 + 62_000, "1:01:02"],
    [-500, "0:00"],
  ])("%d ms reads %s", (ms, text) => expect(formatTime(ms)).toBe(text));
});

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [101, "101st"],
    [111, "111th"],
  ])("%d is %s", (n, text) => expect(ordinal(n)).toBe(text));
});
