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
