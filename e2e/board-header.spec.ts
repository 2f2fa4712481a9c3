import { expect, test } from "@playwright/test";
import { cellLocator, readBoard, startGame } from "./helpers";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

test("a custom game shows its rating in the header", async ({ page }) => {
  await page.goto("/solver");
  await page.getByLabel(/Puzzle \(81 characters/).fill(PUZZLE);
  await expect(page.getByTestId("solver-verdict")).toContainText("exactly one solution");
  await page.getByRole("button", { name: "Play this puzzle" }).click();
  await page.waitForURL(/\/play\/[A-Za-z0-9_-]{8,40}$/);
  await expect(page.getByRole("heading", { name: "Custom game" })).toBeVisible();
  await expect(page.getByTestId("rating")).toHaveText(/^Hardest: [A-Z][\w -]+ · score \d+$/);
});

test("focus stays on the board when Undo disables itself", async ({ page }) => {
  await startGame(page);
  const cell = (await readBoard(page)).find((c) => !c.given)!.cell;
  await cellLocator(page, cell).click();
  await page.keyboard.press("4");
  const undo = page.getByRole("button", { name: "Undo" });
  await undo.click();
  await expect(undo).toBeDisabled();
  await expect(cellLocator(page, cell)).toBeFocused();
  await expect(page.getByTestId("announcer")).toHaveText("Undone");
});
