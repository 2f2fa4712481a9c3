import { describe, expect, it } from "vitest";
import { cleanName, nameProblem } from "./name";

describe("display names", () => {
  it("are cleaned the way the server stores them", () => {
    expect(cleanName("  Ada   Lovelace ")).toBe("Ada Lovelace");
    expect(cleanName("Ame\u0301lie")).toBe("Amélie");
  });

  it("are refused when empty, too long or holding control characters", () => {
    expect(nameProblem("")).toBe("Enter a name.");
    expect(nameProblem("x".repeat(25))).toMatch(/at most 24/);
    expect(nameProblem("x".repeat(24))).toBeNull();
    expect(nameProblem("Ada\u200bB")).toMatch(/control/);
    expect(nameProblem("Zoë 🐢")).toBeNull();
  });
});
