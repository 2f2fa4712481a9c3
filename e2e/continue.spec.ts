import { expect, test } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame, waitForAcks } from "./helpers";

test("leaving a game by the logo or Play, then Continue, returns to it with its moves", async ({
  page,
}) => {
  await startGame(page);
  const url = page.url();
  const solution = await solutionOf(page);
  const empty = (await readBoard(page)).find((c) => !c.given)!.cell;
  await cellLocator(page, empty).click();
  await page.keyboard.press(String(solution[empty]));
  await waitForAcks(page);

  await page.getByRole("link", { name: "Nonet", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByTestId("continue-game").filter({ hasText: "Easy" }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(/\d+\/\d+/);
  await card.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(url);
  await expect(cellLocator(page, empty)).toHaveAttribute("data-value", String(solution[empty]));

  await page.getByRole("link", { name: "Play", exact: true }).click();
  await expect(page).toHaveURL(/\/play$/);
  await page.getByTestId("continue-game").first().getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(url);
  await expect(cellLocator(page, empty)).toHaveAttribute("data-value", String(solution[empty]));
});

test("a new player sees no Continue section", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Play now" })).toBeVisible();
  // game:list answers (or times out) quickly; give it the time to render if it wrongly would.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole("heading", { name: "Continue" })).toHaveCount(0);
});
