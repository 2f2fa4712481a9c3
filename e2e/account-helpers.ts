import { expect, type Page } from "@playwright/test";
import { waitForAcks } from "./helpers";

/** Every account the specs make has this password. */
export const PASSWORD = "a long passphrase here";

/** Signs up through the form and lands on Home, signed in. */
export async function signUp(page: Page, username: string, displayName?: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(username);
  if (displayName !== undefined) await page.getByLabel(/Display name/).fill(displayName);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * One logical hint, taken up to the whole step and applied: help that costs penalty time,
 * which puts a scripted solve above the plausibility floor as a fast person's would be.
 */
export async function applyFullHint(page: Page): Promise<void> {
  const panel = page.getByTestId("hint-panel");
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect(panel).toBeVisible();
  if ((await panel.getAttribute("data-level")) === "nudge") {
    await panel.getByRole("button", { name: "Show cells" }).click();
    await panel.getByRole("button", { name: "Show step" }).click();
  }
  await expect(panel).toHaveAttribute("data-level", "step");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel).toBeHidden();
  await waitForAcks(page);
}
