import { expect, test } from "@playwright/test";
import { moveCursor, readBoard, solutionOf, startGame } from "./helpers";

test("plays a whole easy game with the keyboard alone", async ({ page }) => {
  await startGame(page, "Easy", { viaKeyboard: true });
  const solution = await solutionOf(page);
  const board = await readBoard(page);

  // The board focuses its first cell on load; from there, only arrows and digits.
  await expect(page.locator('[role="gridcell"][tabindex="0"]')).toBeFocused();
  let cursor = 0;
  for (const cell of board) {
    if (cell.given) continue;
    await moveCursor(page, cursor, cell.cell);
    cursor = cell.cell;
    await page.keyboard.press(String(solution[cell.cell]));
  }

  await expect(page.locator('[role="grid"]')).toHaveAttribute("data-status", "solved");
  const dialog = page.getByTestId("result-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Solved!" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "New game" })).toBeVisible();
  // The server's final time, not a stale reading from when the game was opened.
  await expect(dialog.locator("dd").first()).not.toHaveText("0:00");
  const values = (await readBoard(page)).map((c) => c.value);
  expect(values).toEqual(solution);

  // "New game" starts another game at the same level.
  const url = page.url();
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(url);
  await expect(page.locator('[role="grid"]')).toHaveAttribute("data-status", "playing");
  await expect(page.getByRole("heading", { name: "Easy game" })).toBeVisible();
});
