import { expect, test, type Page } from "@playwright/test";
import { cellLocator, readBoard, startGame } from "./helpers";

const elapsed = async (page: Page) =>
  Number(await page.getByRole("timer").getAttribute("data-elapsed"));

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, "hidden", { value, configurable: true });
    Object.defineProperty(document, "visibilityState", {
      value: value ? "hidden" : "visible",
      configurable: true,
    });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

// The page's clock is Playwright's: time flows as usual, and `runFor` moves it on at once
// (firing the timer's ticks) where the specs check that nothing runs while paused.
test("pausing hides the board and stops the clock; a hidden tab pauses by itself", async ({
  page,
}) => {
  await page.clock.install();
  await startGame(page);
  const given = (await readBoard(page)).find((c) => c.given)!;

  await page.getByRole("button", { name: "Pause" }).click();
  const resume = page.getByRole("button", { name: "Resume" });
  await expect(resume).toBeVisible();
  await expect(cellLocator(page, given.cell)).toHaveAttribute("data-value", "");
  const stopped = await elapsed(page);
  await page.clock.runFor(1_200);
  expect(await elapsed(page)).toBe(stopped);

  await resume.click();
  await expect(cellLocator(page, given.cell)).toHaveAttribute("data-value", String(given.value));
  await expect.poll(() => elapsed(page)).toBeGreaterThan(stopped + 500);

  await setHidden(page, true);
  await expect(resume).toBeVisible();
  const hiddenAt = await elapsed(page);
  await page.clock.runFor(1_200);
  expect(await elapsed(page)).toBe(hiddenAt);
  await setHidden(page, false);
  await expect(resume).toBeHidden();
  await expect.poll(() => elapsed(page)).toBeGreaterThan(hiddenAt + 500);
});

test("while paused the pad hides what is left; Resume gives focus back to the board", async ({
  page,
}) => {
  await startGame(page);
  await expect(page.getByRole("button", { name: /^5, \d left/ })).toBeVisible();
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^5/ })).not.toHaveAccessibleName(/left/);
  await expect(
    page.getByRole("group", { name: "Number pad" }).locator('span[aria-hidden="true"]'),
  ).toHaveCount(0);
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^5, \d left/ })).toBeVisible();
});

test("a reload while paused stays paused", async ({ page }) => {
  await page.clock.install();
  await startGame(page);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  const stopped = await elapsed(page);
  await page.clock.runFor(1_200);
  expect(await elapsed(page)).toBe(stopped);
});
