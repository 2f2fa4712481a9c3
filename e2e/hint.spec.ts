import { expect, test } from "@playwright/test";
import { readBoard, startGame, waitForAcks } from "./helpers";
import { showWholeStep } from "./hint-steps";

test("a hint explains a step, highlights its cells and applies it", async ({ page }) => {
  await startGame(page);
  const before = (await readBoard(page)).filter((c) => c.value).length;
  const panel = page.getByTestId("hint-panel");

  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect(panel).toBeVisible();
  // What it cost so far, in words: the first press is a nudge.
  await expect(panel.getByTestId("hint-counts")).toHaveText("So far: 1 nudge");
  // The Hint button disabled itself while asking: focus went back to the board, not the page.
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
  if ((await panel.getAttribute("data-level")) === "nudge") {
    // Pressed again on the same board, Hint leads to the panel: no second nudge is charged.
    await page.getByRole("button", { name: "Hint", exact: true }).click();
    await expect(panel.getByRole("button", { name: "Show cells" })).toBeFocused();
    await expect(panel.getByTestId("hint-counts")).toHaveText("So far: 1 nudge");
  }
  if ((await panel.getAttribute("data-level")) === "nudge") {
    // The first press only says where to look: nothing is drawn or offered to apply.
    await expect(page.getByTestId("hint-explanation")).toContainText(/^Look (at|for) /);
    await expect(panel.getByRole("button", { name: "Apply" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Show cells" }).click();
    await expect(page.locator('[role="gridcell"][data-involved="true"]').first()).toBeVisible();
    await panel.getByRole("button", { name: "Show step" }).click();
  }
  await expect(panel).toHaveAttribute("data-level", "step");
  // Any technique will do (full house, singles…); its explanation names a cell, in words.
  await expect(page.getByTestId("hint-explanation")).toContainText(/rows? [1-9].*, columns? [1-9]/);
  await expect(page.getByTestId("hint-explanation")).not.toContainText(/r[1-9]c[1-9]/);
  await expect(page.locator('[role="gridcell"][data-involved="true"]').first()).toBeVisible();
  // The answer is drawn as a ghost, not as a player's digit, until it is applied.
  const ghost = page.locator("[role=gridcell][data-ghost]").first();
  await expect(ghost).toHaveAttribute("data-value", "");
  await expect(ghost).toHaveAttribute("aria-label", /hint: [1-9]/);
  const ghostStyle = await ghost
    .locator(".cell-ghost")
    .evaluate((el) => getComputedStyle(el).fontStyle);
  expect(ghostStyle).toBe("italic");

  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel).toBeHidden();
  // Focus stays on the board, not on the page.
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
  await expect
    .poll(async () => (await readBoard(page)).filter((c) => c.value).length)
    .toBeGreaterThan(before);
  await waitForAcks(page);
  await expect(page.locator('[role="grid"]')).toHaveAttribute("data-status", "playing");
});

test("a step that eliminates shows the candidates, with the eliminated ones struck", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startGame(page, "Medium");
  const panel = page.getByTestId("hint-panel");
  const struck = page.locator('[role="gridcell"] [data-struck="true"]');
  for (let round = 0; round < 120; round++) {
    // Every logical step is graded: nudge, then cells, then the whole step.
    await showWholeStep(page);
    if ((await struck.count()) > 0) {
      // The struck digit sits among the cell's other candidates, not alone in a blank cell.
      const cell = page.locator('[role="gridcell"]:has([data-struck="true"])').first();
      const digits = (await cell.locator("[data-notes-grid] span").allInnerTexts()).filter(Boolean);
      expect(digits.length).toBeGreaterThan(1);
      // Every empty cell shows its candidates while the step is up.
      const empty = await page
        .locator('[role="gridcell"][data-value=""]:not([data-ghost])')
        .count();
      await expect(page.locator('[role="gridcell"] [data-notes-grid="true"]')).toHaveCount(empty);
      return;
    }
    await panel.getByRole("button", { name: "Apply" }).click();
    await waitForAcks(page);
  }
  throw new Error("no elimination step in 120 hints");
});

test("from the board, H asks for a hint, shows more of it, then applies it", async ({ page }) => {
  await startGame(page);
  const before = (await readBoard(page)).filter((c) => c.value).length;
  const panel = page.getByTestId("hint-panel");
  await page.locator('[role="gridcell"][tabindex="0"]').focus();
  for (const level of ["nudge", "cells", "step"]) {
    await page.keyboard.press("h");
    await expect(panel).toHaveAttribute("data-level", level);
  }
  await page.keyboard.press("h");
  await expect(panel).toBeHidden();
  await expect
    .poll(async () => (await readBoard(page)).filter((c) => c.value).length)
    .toBeGreaterThan(before);
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
});

test("a hinted cell stays marked when it is the selected one", async ({ page }) => {
  await startGame(page);
  const panel = page.getByTestId("hint-panel");
  await page.getByRole("button", { name: "Hint", exact: true }).click();
  await expect(panel).toBeVisible();
  if ((await panel.getAttribute("data-level")) === "nudge") {
    await panel.getByRole("button", { name: "Show cells" }).click();
    await expect(panel).toHaveAttribute("data-level", "cells");
  }
  // Select a cell the hint is about, as r1c1 is when a game opens or a wrong digit just typed.
  const cell = page.locator('[role="gridcell"][data-involved="true"]').first();
  await cell.click();
  await expect(cell).toHaveAttribute("aria-selected", "true");
  await expect(cell).toHaveAttribute("data-involved", "true");
  // The selection's fill covers the hint's tint: a frame is drawn over it.
  const frame = await cell.evaluate((el) => {
    const style = getComputedStyle(el, "::before");
    return { content: style.content, width: parseFloat(style.borderTopWidth) };
  });
  expect(frame.content).not.toBe("none");
  expect(frame.width).toBeGreaterThanOrEqual(2);
});

// A forum_hardest puzzle (as in solver-steps.spec): its second hint is a forcing net with
// techniques on r1c1, explained in dozens of lines.
const STUCK = "000000008003000402090020060000079000000061200060502070008000500010000020405000003";

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width}x${viewport.height} a long hint is read with the board in view`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto("/solver");
    await page.getByLabel(/Puzzle \(81 characters/).fill(STUCK);
    await page.getByRole("button", { name: "Play this puzzle" }).click({ timeout: 30_000 });
    await page.waitForURL(/\/play\/[A-Za-z0-9_-]{8,40}$/);
    await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible();
    const panel = page.getByTestId("hint-panel");
    const board = page.locator('[role="grid"]');
    for (let round = 0; round < 4; round++) {
      await showWholeStep(page);
      const list = panel.getByRole("region", { name: /^Explanation in \d+ parts$/ });
      if ((await list.count()) === 0) {
        await panel.getByRole("button", { name: "Apply" }).click();
        await expect(panel).toBeHidden();
        continue;
      }
      // The whole board and the whole panel on one screen: the summary says the assumption
      // and the verdict, the list scrolls inside, Apply is in reach.
      await expect(board).toBeInViewport({ ratio: 1 });
      await expect(panel).toBeInViewport({ ratio: 1 });
      // On a phone the digits stay in reach between them: the pad sits under the board. (On
      // a desktop the panel is beside the board, above the pad, and the keyboard types.)
      if (viewport.width < 1024) {
        await expect(page.getByRole("group", { name: "Number pad" })).toBeInViewport({ ratio: 1 });
      }
      await expect(panel.getByTestId("explanation-summary")).toContainText(
        /^Forcing net with techniques: if row \d, column \d is \d, then … \d+ steps …; .* so row \d, column \d is not \d$/,
      );
      expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      return;
    }
    throw new Error("no long hint in four rounds");
  });
}
