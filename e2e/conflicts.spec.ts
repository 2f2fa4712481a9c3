import { expect, test } from "@playwright/test";
import { cellLocator, readBoard, startGame } from "./helpers";

test("a clashing digit marks both cells and is announced", async ({ page }) => {
  await startGame(page);
  const board = await readBoard(page);
  // An empty cell and a given in the same row: typing the given's digit clashes.
  const empty = board.find((c) => !c.given && board.some((g) => g.given && row(g) === row(c)))!;
  const given = board.find((g) => g.given && row(g) === row(empty))!;

  await cellLocator(page, empty.cell).click();
  await page.keyboard.press(String(given.value));
  await expect(cellLocator(page, empty.cell)).toHaveAttribute("data-conflict", "true");
  await expect(cellLocator(page, given.cell)).toHaveAttribute("data-conflict", "true");
  await expect(cellLocator(page, empty.cell)).toHaveAttribute("aria-label", /, conflict/);
  // The announced clash is one of the peers holding that digit (the row's given, or another).
  await expect(page.getByTestId("announcer")).toHaveText(
    new RegExp(
      `^${given.value} in row ${row(empty) + 1}, column ${(empty.cell % 9) + 1} conflicts with row \\d, column \\d$`,
    ),
  );

  // Givens are locked: typing on one changes nothing.
  await cellLocator(page, given.cell).click();
  await page.keyboard.press(String((given.value % 9) + 1));
  await expect(cellLocator(page, given.cell)).toHaveAttribute("data-value", String(given.value));

  await cellLocator(page, empty.cell).click();
  await page.keyboard.press("Backspace");
  await expect(cellLocator(page, given.cell)).not.toHaveAttribute("data-conflict", "true");
});

const row = (c: { cell: number }) => Math.floor(c.cell / 9);
