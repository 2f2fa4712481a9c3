import { expect, test } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame } from "./helpers";

test("a move in one tab shows in the player's other tab", async ({ page, context }) => {
  await startGame(page);
  const solution = await solutionOf(page);
  const [a, b] = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);

  const other = await context.newPage();
  await other.goto(page.url());
  await expect(cellLocator(other, a)).toHaveAttribute("data-given", "false");

  await cellLocator(page, a).click();
  await page.keyboard.press(String(solution[a]));
  await expect(cellLocator(other, a)).toHaveAttribute("data-value", String(solution[a]));

  // And back: the first tab rebases onto the second tab's move.
  await cellLocator(other, b).click();
  await other.keyboard.press("Shift+4");
  await expect(cellLocator(page, b)).toHaveAttribute("aria-label", /corner notes 4/);
  await page.keyboard.press("Control+z");
  await expect(cellLocator(other, b)).not.toHaveAttribute("aria-label", /corner notes/);
});
