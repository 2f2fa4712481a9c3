import { describe, expect, it } from "vitest";
import { relativeTime } from "./continue-games";

describe("relativeTime", () => {
  const now = Date.parse("2026-11-23T12:00:00.000Z");
  it.each([
    ["2026-11-23T11:59:30.000Z", "just now"],
    ["2026-11-23T11:55:00.000Z", "5 minutes ago"],
    ["2026-11-23T09:00:00.000Z", "3 hours ago"],
    ["2026-11-22T11:00:00.000Z", "yesterday"],
    ["2026-11-20T12:00:00.000Z", "3 days ago"],
  ])("says when %s was", (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });
});
