import { expect, test } from "@playwright/test";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

test("the solver checks, rates, steps through and plays a pasted puzzle", async ({ page }) => {
  await page.goto("/solver");
  const input = page.getByLabel(/Puzzle \(81 characters/);

  // Two 5s in row 1: the parser's message names the clash and both cells light up.
  await input.fill("55" + PUZZLE.slice(2));
  await expect(page.getByTestId("solver-verdict")).toContainText("5 appears twice in row 1");
  await expect(page.locator('[role="gridcell"][data-conflict="true"]')).toHaveCount(2);

  await input.fill(PUZZLE.slice(0, 80));
  await expect(page.getByTestId("solver-verdict")).toContainText("81 cells");

  await input.fill(".".repeat(81));
  await expect(page.getByTestId("solver-verdict")).toContainText("more than one solution");

  // Typing on the board edits the text: clear r1c1 of the puzzle, then put its 5 back.
  await input.fill(PUZZLE);
  await page.locator('[role="gridcell"][data-row="0"][data-col="0"]').click();
  await page.keyboard.press("Backspace");
  await expect(input).toHaveValue("." + PUZZLE.slice(1));
  await page.keyboard.press("5");
  await expect(input).toHaveValue(PUZZLE);
  await expect(page.getByTestId("solver-verdict")).toContainText("exactly one solution");
  await expect(page.getByTestId("solver-rating")).toContainText(/Level easy/i);

  await page.getByRole("button", { name: "Steps", exact: true }).click();
  const explanation = page.getByTestId("step-explanation");
  const first = await explanation.textContent();
  await expect(page.getByTestId("step-counter")).toContainText(/^Step 1 of \d+/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("step-counter")).toContainText(/^Step 2 of/);
  await expect(explanation).not.toHaveText(first ?? "");
  await expect(page.locator('[role="gridcell"][data-involved="true"]').first()).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(explanation).toHaveText(first ?? "");

  await page.getByRole("button", { name: "Play this puzzle" }).click();
  await page.waitForURL(/\/play\/[A-Za-z0-9_-]{8,40}$/);
  await expect(page.locator('[role="gridcell"][data-given="true"]')).toHaveCount(
    PUZZLE.replace(/\./g, "").length,
  );
});
