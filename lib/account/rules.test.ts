import { describe, expect, it } from "vitest";
import {
  displayNameProblem,
  normaliseDisplayName,
  passwordProblem,
  usernameKey,
  usernameProblem,
} from "./rules";

describe("usernames", () => {
  it.each(["ann", "Ann_Lee-99", "a".repeat(20), "  padded  "])("accepts %j", (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it.each(["ab", "a".repeat(21), "has space", "émile", "semi;colon", "<b>", ""])(
    "refuses %j",
    (name) => {
      expect(usernameProblem(name)).toMatch(/username/);
    },
  );

  it("keys usernames without case", () => {
    expect(usernameKey(" Ann_Lee ")).toBe(usernameKey("ann_lee"));
  });
});

describe("passwords", () => {
  it("accepts a long enough, uncommon password, whatever its characters", () => {
    expect(passwordProblem("correct horse battery", "ann")).toBeNull();
    expect(passwordProblem("sudokus!", "ann")).toBeNull();
  });

  it.each([
    ["short1!", "ann", /at least 8/],
    ["Ann_Lee_1", "ann_lee_1", /username/],
    ["Password1", "ann", /common/],
    ["QWERTY123", "ann", /common/],
    ["x".repeat(201), "ann", /at most/],
  ])("refuses %j for %s", (password, username, message) => {
    expect(passwordProblem(password, username)).toMatch(message);
  });
});

describe("display names", () => {
  it("keeps markup as text and tidies spaces", () => {
    expect(displayNameProblem("<img src=x onerror=alert(1)>")).toBeNull();
    expect(normaliseDisplayName("  Ada   Lovelace ")).toBe("Ada Lovelace");
  });

  it.each([
    "",
    "   ",
    "x".repeat(31),
    "bell\u0007here",
    "right\u202Eto left",
    "Z\u0301\u0302\u0303\u0304algo",
    "\u3164",
    "Deleted player",
    "guest",
  ])("refuses %j", (name) => {
    expect(displayNameProblem(name)).not.toBeNull();
  });
});
