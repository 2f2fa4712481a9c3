import { expect, test } from "@playwright/test";
import { boardLabels, cellLocator, readBoard, solutionOf, startGame, waitForAcks } from "./helpers";

test("a reload mid-game resumes exactly: values, notes and the clock", async ({ page }) => {
  await startGame(page);
  const solution = await solutionOf(page);
  const empties = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);

  await cellLocator(page, empties[0]).click();
  await page.keyboard.press(String(solution[empties[0]]));
  await cellLocator(page, empties[1]).click();
  await page.keyboard.press("Shift+3");
  await page.keyboard.press("Control+7");
  await cellLocator(page, empties[2]).click();
  await page.keyboard.press("v");
  await page.keyboard.press("5");
  await waitForAcks(page);
  await page.waitForTimeout(2_500);

  const labels = await boardLabels(page);
  const url = page.url();
  const elapsed = Number(await page.getByRole("timer").getAttribute("data-elapsed"));
  expect(elapsed).toBeGreaterThanOrEqual(2_000);

  await page.reload();
  expect(page.url()).toBe(url);
  await expect.poll(() => boardLabels(page)).toEqual(labels);
  await expect
    .poll(async () => Number(await page.getByRole("timer").getAttribute("data-elapsed")))
    .toBeGreaterThanOrEqual(elapsed - 1_000);
  // Undo history survives too: the log is replayed.
  await expect(page.getByRole("button", { name: "Undo" })).toBeEnabled();
});
