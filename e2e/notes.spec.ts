import { expect, test } from "@playwright/test";
import { boardLabels, cellLocator, readBoard, startGame, waitForAcks } from "./helpers";

test("corner and centre marks, multi-select, auto candidates, then undo/redo restore exactly", async ({
  page,
}) => {
  await startGame(page);
  const empties = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
  const [a, b, c, d] = empties;
  const initial = await boardLabels(page);

  // Ctrl+click builds a multi-selection; corner mode (X) marks every selected cell at once.
  await cellLocator(page, a).click();
  await cellLocator(page, b).click({ modifiers: ["Control"] });
  await page.keyboard.press("x");
  await expect(page.getByRole("button", { name: /^Corner/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("4");
  await expect(cellLocator(page, a)).toHaveAttribute("aria-label", /corner notes 4/);
  await expect(cellLocator(page, b)).toHaveAttribute("aria-label", /corner notes 4/);

  // Centre mode (C), then one-off modifiers from digit mode (Z): Shift = corner, Ctrl = centre.
  await page.keyboard.press("c");
  await page.keyboard.press("1");
  await page.keyboard.press("z");
  await page.keyboard.press("Shift+6");
  await page.keyboard.press("Control+2");
  await expect(cellLocator(page, a)).toHaveAttribute(
    "aria-label",
    /empty, notes 1 2, corner notes 4 6/,
  );
  await expect(cellLocator(page, b)).toHaveAttribute(
    "aria-label",
    /empty, notes 1 2, corner notes 4 6/,
  );

  // Drag across cells selects them all; one key marks them all.
  const boxC = await cellLocator(page, c).boundingBox();
  const boxD = await cellLocator(page, d).boundingBox();
  await page.mouse.move(boxC!.x + boxC!.width / 2, boxC!.y + boxC!.height / 2);
  await page.mouse.down();
  await page.mouse.move(boxD!.x + boxD!.width / 2, boxD!.y + boxD!.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.keyboard.press("Control+9");
  await expect(cellLocator(page, c)).toHaveAttribute("aria-label", /notes 9/);
  await expect(cellLocator(page, d)).toHaveAttribute("aria-label", /notes 9/);

  const marked = await boardLabels(page);
  await page.getByRole("button", { name: "Auto candidates" }).click();
  await expect(cellLocator(page, empties[empties.length - 1])).toHaveAttribute(
    "aria-label",
    /notes \d/,
  );
  const withCandidates = await boardLabels(page);
  expect(withCandidates).not.toEqual(marked);

  await page.keyboard.press("Control+z");
  await expect.poll(() => boardLabels(page)).toEqual(marked);

  // Undo everything, then redo everything with both redo shortcuts.
  for (let i = 0; i < 5; i++) await page.keyboard.press("Control+z");
  await expect.poll(() => boardLabels(page)).toEqual(initial);
  await expect(page.getByRole("button", { name: "Undo" })).toBeDisabled();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Control+y");
  for (let i = 0; i < 3; i++) await page.keyboard.press("Control+Shift+Z");
  await expect.poll(() => boardLabels(page)).toEqual(withCandidates);
  await waitForAcks(page);

  // The server agrees: a reload replays the same log.
  await page.reload();
  await expect.poll(() => boardLabels(page)).toEqual(withCandidates);
});

test("auto candidates keep corner marks; notes can sit in a 3x3 grid, remembered", async ({
  page,
}) => {
  await startGame(page);
  const [a] = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
  await cellLocator(page, a).click();
  await page.keyboard.press("Shift+7");
  await page.getByRole("button", { name: "Auto candidates" }).click();
  await expect(cellLocator(page, a)).toHaveAttribute(
    "aria-label",
    /empty, notes [\d ]+, corner notes 7/,
  );
  await expect(page.getByTestId("announcer")).toContainText("Candidates filled in");

  const option = page.getByLabel("Notes in 3x3 grid");
  await option.check();
  await expect(cellLocator(page, a).locator('[data-notes-grid="true"]')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Notes in 3x3 grid")).toBeChecked();
  await expect(cellLocator(page, a).locator('[data-notes-grid="true"]')).toBeVisible();
});
