import { expect, test } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame } from "./helpers";

test("with mistake checking, three wrong digits end the game", async ({ page }) => {
  await startGame(page, "Easy", { mistakeChecking: true });
  const solution = await solutionOf(page);
  const empties = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
  await expect(page.getByTestId("mistakes")).toHaveText("Mistakes: 0/3");

  for (let i = 0; i < 3; i++) {
    const cell = empties[i];
    const wrong = (solution[cell] % 9) + 1;
    await cellLocator(page, cell).click();
    await page.keyboard.press(String(wrong));
    await expect(page.getByTestId("mistakes")).toHaveText(`Mistakes: ${i + 1}/3`);
    if (i < 2) await expect(cellLocator(page, cell)).toHaveAttribute("data-wrong", "true");
  }

  await expect(page.locator('[role="grid"]')).toHaveAttribute("data-status", "failed");
  await expect(
    page.getByTestId("result-dialog").getByRole("heading", { name: "Game over" }),
  ).toBeVisible();
});

test("a screen reader hears a wrong entry as wrong, with the mistake count", async ({ page }) => {
  await startGame(page, "Easy", { mistakeChecking: true });
  const solution = await solutionOf(page);
  const cell = (await readBoard(page)).find((c) => !c.given)!.cell;
  await cellLocator(page, cell).click();
  await page.keyboard.press(String((solution[cell] % 9) + 1));
  const row = Math.floor(cell / 9) + 1;
  const col = (cell % 9) + 1;
  await expect(page.getByTestId("announcer")).toHaveText(
    new RegExp(`in row ${row}, column ${col} is wrong: 1 of 3 mistakes`),
  );
  await page.keyboard.press("Backspace");
  await expect(page.getByTestId("announcer")).toHaveText(`Erased row ${row}, column ${col}`);
});
