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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a puzzle can be typed in with the on-screen pad", async ({ page }) => {
    await page.goto("/solver");
    const input = page.getByLabel(/Puzzle \(81 characters/);
    const pad = page.getByTestId("solver-pad");
    await page.locator('[role="gridcell"][data-row="0"][data-col="0"]').tap();
    await pad.locator('[data-digit="5"]').tap();
    await page.locator('[role="gridcell"][data-row="0"][data-col="1"]').tap();
    await pad.locator('[data-digit="3"]').tap();
    await expect(input).toHaveValue(/^53\.{79}$/);
    await pad.getByRole("button", { name: "Erase" }).tap();
    await expect(input).toHaveValue(/^5\.{80}$/);
  });

  test("the step explanation and Next fit on one screen with the board", async ({ page }) => {
    await page.goto("/solver");
    await page.getByLabel(/Puzzle \(81 characters/).fill(PUZZLE);
    await expect(page.getByTestId("solver-verdict")).toContainText("exactly one solution");
    await page.getByRole("button", { name: "Steps", exact: true }).click();
    const board = await page.locator('[role="grid"]').boundingBox();
    const next = await page.getByRole("button", { name: "Next" }).boundingBox();
    const explanation = await page.getByTestId("step-explanation").boundingBox();
    expect(board && next && explanation).toBeTruthy();
    const bottom = Math.max(next!.y + next!.height, explanation!.y + explanation!.height);
    expect(bottom - board!.y).toBeLessThanOrEqual(844);
    // And the page shows them without the player scrolling back up.
    await expect(page.getByRole("button", { name: "Next" })).toBeInViewport();
    await expect(page.getByTestId("step-explanation")).toBeInViewport();
    await expect(page.locator('[role="grid"]')).toBeInViewport();
  });
});

test("the last step and the solved state read differently", async ({ page }) => {
  await page.goto("/solver");
  await page.getByLabel(/Puzzle \(81 characters/).fill(PUZZLE);
  await expect(page.getByTestId("solver-verdict")).toContainText("exactly one solution");
  await page.getByRole("button", { name: "Steps", exact: true }).click();
  const counter = page.getByTestId("step-counter");
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  for (let i = 1; i < total; i++) await page.getByRole("button", { name: "Next" }).click();
  await expect(counter).toHaveText(`Step ${total} of ${total}`);
  await expect(page.getByTestId("step-explanation")).not.toContainText("Solved");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(counter).toHaveText(`Solved in ${total} steps`);
  await expect(page.getByTestId("step-explanation")).toContainText("Solved");
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
});

test("the keyboard meets the paste box first, and Next right after Steps", async ({ page }) => {
  await page.goto("/solver");
  // From the top: the header, then the paste box, before any cell or pad key.
  const met: string[] = [];
  for (let i = 0; i < 20 && met.at(-1) !== "paste"; i++) {
    await page.keyboard.press("Tab");
    met.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        if (el.tagName === "TEXTAREA") return "paste";
        if (el.getAttribute("role") === "gridcell") return "cell";
        return el.closest('[data-testid="solver-pad"]') ? "pad" : "other";
      }),
    );
  }
  expect(met.at(-1)).toBe("paste");
  expect(met).not.toContain("cell");
  expect(met).not.toContain("pad");

  await page.getByLabel(/Puzzle \(81 characters/).fill(PUZZLE);
  await expect(page.getByTestId("solver-verdict")).toContainText("exactly one solution");
  const steps = page.getByRole("button", { name: "Steps", exact: true });
  await steps.focus();
  await page.keyboard.press("Enter");
  await expect(steps).toHaveAttribute("aria-pressed", "true");
  const next = page.getByRole("button", { name: "Next" });
  let tabs = 0;
  while (!(await next.evaluate((el) => el === document.activeElement)) && tabs < 15) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(3);

  // Each step is announced, short: its number and its one-line summary.
  const announcer = page.getByTestId("solver-announcer");
  const counter = page.getByTestId("step-counter");
  await expect(announcer).toHaveText(/^Step 1 of \d+: .+/);
  await page.keyboard.press("Enter");
  await expect(announcer).toHaveText(/^Step 2 of \d+: .+/);
  // Arrows step too while focus is on the controls.
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(/^Step 3 of/);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(/^Step 2 of/);

  // Reset disables itself: focus moves to Next, not to the page.
  await page.getByRole("button", { name: "Reset" }).focus();
  await page.keyboard.press("Enter");
  await expect(counter).toHaveText(/^Step 1 of/);
  await expect(next).toBeFocused();

  // The last Next disables itself too: focus moves to Previous.
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  for (let i = 0; i < total; i++) await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Solved in ${total} steps`);
  await expect(announcer).toHaveText(`Solved in ${total} steps`);
  await expect(page.getByRole("button", { name: "Previous" })).toBeFocused();
});

// A forum_hardest puzzle: its second step is a forcing net explained in dozens of lines.
const STUCK = "000000008003000402090020060000079000000061200060502070008000500010000020405000003";

test("stepping through long explanations moves nothing sideways", async ({ page }) => {
  await page.goto("/solver");
  const input = page.getByLabel(/Puzzle \(81 characters/);
  await input.fill(STUCK);
  await expect(page.getByTestId("solver-rating")).toContainText(/Level extreme/i, {
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Steps", exact: true }).click();
  const play = page.getByRole("button", { name: "Play this puzzle" });
  const grid = page.locator('[role="grid"]');
  const layouts = new Set<string>();
  for (let i = 0; i < 4; i++) {
    // Sideways and sizes only: the page may scroll to show a step beside the board.
    const [a, b, c] = [
      await input.boundingBox(),
      await play.boundingBox(),
      await grid.boundingBox(),
    ];
    layouts.add(JSON.stringify([a!.x, a!.width, b!.x, b!.width, b!.height, c!.x, c!.width]));
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(page.getByTestId("step-counter")).toHaveText(/^Step 5 of/);
  expect([...layouts]).toHaveLength(1);
});
