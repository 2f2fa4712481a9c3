import { expect, it } from "vitest";
import { RENAME_HOLD_MS, renameHeldMessage } from "./rename-hold";

it("holds a moderator's rename for 30 days, then lets the owner choose again", () => {
  const renamedAt = new Date("2026-11-26T15:00:00Z");
  expect(renameHeldMessage(null, renamedAt)).toBeNull();
  expect(renameHeldMessage(renamedAt, new Date("2026-11-27T00:00:00Z"))).toBe(
    "A moderator changed your display name on 26 November 2026. You can choose a new one from 26 December 2026.",
  );
  expect(
    renameHeldMessage(renamedAt, new Date(renamedAt.getTime() + RENAME_HOLD_MS - 1)),
  ).not.toBeNull();
  expect(renameHeldMessage(renamedAt, new Date(renamedAt.getTime() + RENAME_HOLD_MS))).toBeNull();
});
