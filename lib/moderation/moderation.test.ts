import { describe, expect, it } from "vitest";
import { actionLine, againstFloor } from "./actions";
import { moderationRequestSchema } from "./schemas";
import { isModerator } from "./roles";

describe("isModerator", () => {
  it("knows a moderator by username in any case, and nobody else", () => {
    expect(isModerator("Ann", ["ann", "bob"])).toBe(true);
    expect(isModerator("bob", ["ann", "bob"])).toBe(true);
    expect(isModerator("anne", ["ann"])).toBe(false);
    expect(isModerator(null, ["ann"])).toBe(false);
    expect(isModerator("ann", [])).toBe(false);
  });
});

describe("againstFloor", () => {
  it("says how far under or over the floor a time is", () => {
    expect(againstFloor(20_000, 46_000)).toBe("26.0 s under the floor");
    expect(againstFloor(49_500, 46_000)).toBe("3.5 s over the floor");
    expect(againstFloor(10_000, 104_000)).toBe("1 min 34 s under the floor");
  });
});

describe("actionLine", () => {
  it("names the action, the moderator and what changed", () => {
    expect(
      actionLine({ action: "approve", moderator: "ann", detail: "held for move timing" }),
    ).toBe("Approved by ann: held for move timing");
    expect(actionLine({ action: "suspend", moderator: "bob", detail: "" })).toBe(
      "Suspended from ranked play by bob",
    );
  });
});

describe("moderationRequestSchema", () => {
  it("takes exactly one well-formed action", () => {
    expect(
      moderationRequestSchema.safeParse({ action: "approve", gameId: "abcdefgh12" }).success,
    ).toBe(true);
    expect(
      moderationRequestSchema.safeParse({ action: "suspend", username: "ann", suspended: true })
        .success,
    ).toBe(true);
  });

  it("refuses unknown actions, bad ids and extra fields", () => {
    for (const body of [
      { action: "delete", gameId: "abcdefgh12" },
      { action: "approve", gameId: "../x" },
      { action: "approve", gameId: "abcdefgh12", review: null },
      { action: "suspend", username: "ann", suspended: "yes" },
      { action: "rename", username: "ann" },
      null,
    ]) {
      expect(moderationRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});
