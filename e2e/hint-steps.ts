import { expect, type Page } from "@playwright/test";

/** The hint panel's buttons a player climbs through, cheapest first. */
const CLIMB = ["Show cells", "Show step", "Apply"] as const;

/**
 * Hint, Show cells and Show step each ask the server, which allows a player 5 hints a second
 * (after a burst of 30) and an address 10: a robot pressing as fast as the page answers
 * outruns that on a quick machine and is told to wait. Pressing at most 4 a second keeps one
 * player within its quota and two specs running at once within the address's.
 */
const HINT_PRESS_GAP_MS = 250;
const lastPress = new WeakMap<Page, number>();

async function pressHintButton(page: Page, click: () => Promise<void>): Promise<void> {
  const wait = (lastPress.get(page) ?? 0) + HINT_PRESS_GAP_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  lastPress.set(page, Date.now());
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

/** Presses Hint, then Show cells and Show step, each reaching its level: the whole step shown. */
export async function showWholeStep(page: Page): Promise<void> {
  const panel = page.getByTestId("hint-panel");
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  for (const [name, level] of [
    ["Show cells", "cells"],
    ["Show step", "step"],
  ]) {
    await panel.getByRole("button", { name, exact: true }).click();
    await expect(panel).toHaveAttribute("data-level", level);
  }
}
