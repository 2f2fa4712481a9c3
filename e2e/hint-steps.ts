import { expect, type Page } from "@playwright/test";

/** The hint panel's buttons a player climbs through, cheapest first. */
const CLIMB = ["Show cells", "Show step", "Apply"] as const;

/**
 * Hint, Show cells and Show step each ask the server, which allows a player 5 hints a second
 * after a burst of 30 (HINTS_PER_GUEST) and an address 10 after 60: a robot pressing as fast as
 * the page answers outruns that on a quick machine and is told to wait. Each page keeps the
 * same bucket a little below the quota (burst 25, 4.5 a second), so one player stays within
 * its own and two specs running at once within the address's.
 */
const HINT_BURST = 25;
const HINTS_PER_MS = 4.5 / 1_000;
const buckets = new WeakMap<Page, { tokens: number; at: number }>();

async function pressHintButton(page: Page, click: () => Promise<void>): Promise<void> {
  const bucket = buckets.get(page) ?? { tokens: HINT_BURST, at: Date.now() };
  buckets.set(page, bucket);
  const now = Date.now();
  bucket.tokens = Math.min(HINT_BURST, bucket.tokens + (now - bucket.at) * HINTS_PER_MS);
  bucket.at = now;
  if (bucket.tokens < 1) {
    const wait = Math.ceil((1 - bucket.tokens) / HINTS_PER_MS);
    await page.waitForTimeout(wait);
    bucket.tokens += wait * HINTS_PER_MS;
    bucket.at = Date.now();
  }
  bucket.tokens -= 1;
  await click();
}

/**
 * Presses Hint, then whichever of Show cells / Show step / Apply the panel offers, until the
 * step is applied (or the hint is a check with nothing to apply). Returns the buttons pressed.
 */
export async function hintAndApply(page: Page): Promise<string[]> {
  const pressed: string[] = [];
  const panel = page.getByTestId("hint-panel");
  await pressHintButton(page, () =>
    page.getByRole("button", { name: "Hint", exact: true }).click(),
  );
  pressed.push("Hint");
  await expect(panel).toBeVisible();
  for (;;) {
    const level = await panel.getAttribute("data-level");
    if (level === "mistake" || level === "missing" || level === "solved") return pressed;
    const name = level === "nudge" ? CLIMB[0] : level === "cells" ? CLIMB[1] : CLIMB[2];
    const button = panel.getByRole("button", { name, exact: true });
    await expect(button).toBeEnabled();
    if (name === "Apply") await button.click();
    else await pressHintButton(page, () => button.click());
    pressed.push(name);
    if (name === "Apply") {
      await expect(panel).toBeHidden();
      return pressed;
    }
    await expect(panel).not.toHaveAttribute("data-level", level ?? "");
  }
}

/**
 * Presses Hint, then Show cells and Show step, each reaching its level: the whole step shown.
 * Paced like hintAndApply: a spec looping over steps otherwise outran the hint quota and met
 * "Too many hints" instead of a panel.
 */
export async function showWholeStep(page: Page): Promise<void> {
  const panel = page.getByTestId("hint-panel");
  await pressHintButton(page, () =>
    page.getByRole("button", { name: "Hint", exact: true }).click(),
  );
  for (const [name, level] of [
    ["Show cells", "cells"],
    ["Show step", "step"],
  ]) {
    await pressHintButton(page, () => panel.getByRole("button", { name, exact: true }).click());
    await expect(panel).toHaveAttribute("data-level", level);
  }
}
