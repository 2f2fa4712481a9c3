import { expect, test } from "@playwright/test";
import { startGame } from "./helpers";

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test("the board fits a 360 px phone without horizontal scroll", async ({ page }) => {
  await startGame(page);
  const grid = page.locator('[role="grid"]');
  const box = await grid.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(360);
  // The number pad sits under the board on a phone.
  const pad = await page.getByLabel("Number pad").boundingBox();
  expect(pad!.y).toBeGreaterThan(box!.y + box!.height - 1);

  const empty = page.locator('[role="gridcell"][data-given="false"]').first();
  await empty.tap();
  await page.getByRole("button", { name: /^5, \d left/ }).tap();
  await expect(empty).toHaveAttribute("data-value", "5");
});
