import { expect, test } from "@playwright/test";
import { readBoard, startGame, waitForAcks } from "./helpers";

test("a hint explains a step, highlights its cells and applies it", async ({ page }) => {
  await startGame(page);
  const before = (await readBoard(page)).filter((c) => c.value).length;

  await page.getByRole("button", { name: "Hint" }).click();
  const panel = page.getByTestId("hint-panel");
  await expect(panel).toBeVisible();
  // Any technique will do (full house, singles…); its explanation names a cell.
  await expect(page.getByTestId("hint-explanation")).toContainText(/r[1-9]c[1-9]/);
  await expect(page.locator('[role="gridcell"][data-involved="true"]').first()).toBeVisible();

  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel).toBeHidden();
  await expect
    .poll(async () => (await readBoard(page)).filter((c) => c.value).length)
    .toBeGreaterThan(before);
  await waitForAcks(page);
  await expect(page.locator('[role="grid"]')).toHaveAttribute("data-status", "playing");
});
