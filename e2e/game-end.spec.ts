import { expect, test } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame } from "./helpers";

test("after a lost game the board stays readable, offers New game and shows the solution", async ({
  page,
}) => {
  await startGame(page, "Easy", { mistakeChecking: true });
  const solution = await solutionOf(page);
  const empties = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
  for (let i = 0; i < 3; i++) {
    await cellLocator(page, empties[i]).click();
    await page.keyboard.press(String((solution[empties[i]] % 9) + 1));
    await expect(page.getByTestId("mistakes")).toHaveText(`Mistakes: ${i + 1}/3`);
  }
  const dialog = page.getByTestId("result-dialog");
  await expect(dialog.getByRole("heading", { name: "Game over" })).toBeVisible();
  await expect(dialog).toContainText("Three mistakes end the game.");
  await expect(dialog.getByTestId("hint-counts")).toHaveText("No hints");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // Readable: nothing on the board is dimmed.
  const given = (await readBoard(page)).find((c) => c.given)!;
  const opacity = await cellLocator(page, given.cell).evaluate((el) => {
    let o = 1;
    for (let e: Element | null = el.firstElementChild; e; e = e.parentElement) {
      o *= Number(getComputedStyle(e).opacity);
    }
    return o;
  });
  expect(opacity).toBe(1);

  const after = page.getByTestId("after-game");
  await expect(after.getByRole("button", { name: "New game" })).toBeEnabled();
  await after.getByRole("button", { name: "Show solution" }).click();
  // Every empty cell, and every cell the player got wrong, now shows the solution's digit.
  for (const cell of empties.slice(0, 6)) {
    await expect(cellLocator(page, cell)).toHaveAttribute("data-solution", String(solution[cell]));
    await expect(cellLocator(page, cell)).toHaveAttribute("aria-label", /solution: [1-9]/);
  }
  await expect(cellLocator(page, empties[0])).toHaveAttribute("aria-label", /wrong, solution/);
  const before = page.url();
  await after.getByRole("button", { name: "New game" }).click();
  await page.waitForURL((url) => url.href !== before, { timeout: 30_000 });
});
