import { expect, test } from "@playwright/test";
import { gridFrom } from "../lib/sudoku/grid";
import { formatPencilmarks } from "../lib/sudoku/pencilmarks";
import { createState } from "../lib/sudoku/techniques/state";

// Its first step is an X-wing on 3 in columns 6 and 9 (lib/sudoku/techniques/fish.test.ts).
const X_WING = "300500100070000080008004006600400900030060050007001604800100300003020060002009000";
const X_WING_TEXT =
  "X-wing on 3 in columns 6 and 9 (rows 2 and 4): 3 is removed from row 2, columns 4 and 5; row 4, columns 5 and 8";

/** The X-wing position as a pencilmark paste, with 9 struck from r1c2 (not its solution). */
function pencilmarkPosition(): string {
  const state = createState(gridFrom(X_WING));
  state.candidates[1] &= ~(1 << 8);
  return formatPencilmarks(state);
}

const cell = (row: number, col: number) =>
  `[role="gridcell"][data-row="${row}"][data-col="${col}"]`;

// The verdict waits for the worker's first rating with every technique, JIT-cold: seconds on a
// CI machine whose other test worker is busy too.
const VERDICT = { timeout: 30_000 };

test("a pasted pencilmark position lists every step, and one chosen shows on the board", async ({
  page,
}) => {
  await page.goto("/solver");
  const input = page.getByLabel(/Puzzle \(81 characters/);
  const verdict = page.getByTestId("solver-verdict");
  const position = pencilmarkPosition();
  await input.fill(position);
  await expect(verdict).toContainText("This position has exactly one solution.", VERDICT);
  // The pasted marks are on the board: r1c2 lost its 9.
  await expect(page.locator(cell(0, 1))).not.toContainText("9");
  await expect(page.locator(cell(0, 2))).toContainText("9");

  // A game has givens only: the page says what becomes of the marks.
  await expect(page.getByRole("button", { name: "Play this puzzle" })).toHaveAccessibleDescription(
    /^Plays the \d+ filled cells as givens; your pencilmarks stay here\.$/,
  );

  await page.getByRole("button", { name: "Show all steps available here" }).click();
  const panel = page.getByTestId("all-steps");
  // The count is announced when the search ends (the heading is a live region).
  const heading = panel.getByRole("heading", { level: 2 });
  await expect(heading).toHaveAttribute("aria-live", "polite");
  await expect(heading).toContainText(/\d+ steps available here/);
  await expect(panel.getByRole("heading", { name: /^X-wing \(1\)$/ })).toBeVisible();
  const xWing = panel.getByRole("button", { name: X_WING_TEXT });
  await expect(xWing).toHaveAttribute("aria-pressed", "false");

  await xWing.click();
  await expect(xWing).toHaveAttribute("aria-pressed", "true");
  // Explained under the board, where the cells it names are.
  await expect(page.getByTestId("chosen-step")).toContainText(X_WING_TEXT);
  // The four corners are involved, the four eliminations struck through.
  await expect(page.locator('[role="gridcell"][data-involved="true"]')).toHaveCount(4);
  for (const [row, col] of [
    [1, 5],
    [1, 8],
    [3, 5],
    [3, 8],
  ]) {
    await expect(page.locator(`${cell(row, col)}[data-involved="true"]`)).toHaveCount(1);
  }
  await expect(page.locator('[data-struck="true"]')).toHaveCount(4);
  await expect(page.locator(`${cell(1, 3)} [data-struck="true"]`)).toHaveText("3");

  // A bad paste: the error is shown, the board and the chosen step stay as they were.
  await input.fill(position.slice(0, -1) + "x");
  await expect(verdict).toContainText('Unexpected character "x" in the pencilmarks of r9c9');
  await expect(page.locator(cell(0, 1))).not.toContainText("9");
  await expect(page.locator('[data-struck="true"]')).toHaveCount(4);
  await expect(page.locator('[role="gridcell"][data-given="true"]')).toHaveCount(
    X_WING.replace(/0/g, "").length,
  );

  // Back to the good paste; choosing the step again hides it.
  await input.fill(position);
  await expect(verdict).toContainText("This position has exactly one solution.", VERDICT);
  await page.getByRole("button", { name: X_WING_TEXT }).click();
  await expect(page.locator('[data-struck="true"]')).toHaveCount(0);
});

test("marks that rule out the solution are refused with the cell named and marked", async ({
  page,
}) => {
  await page.goto("/solver");
  const state = createState(gridFrom(X_WING));
  // r1c2 is 4 in the solution.
  state.candidates[1] &= ~(1 << 3);
  await page.getByLabel(/Puzzle \(81 characters/).fill(formatPencilmarks(state));
  await expect(page.getByTestId("solver-verdict")).toContainText(
    "The pencilmarks rule out 4, the solution, in r1c2.",
    VERDICT,
  );
  await expect(page.locator(cell(0, 1))).toHaveAttribute("data-wrong", "true");
  await expect(page.locator(cell(0, 1))).toHaveAttribute("aria-label", /, wrong$/);
  await expect(page.locator('[role="gridcell"][data-wrong="true"]')).toHaveCount(1);
  // Nothing offered as if the position were fine: no rating, no steps, no game.
  await expect(page.getByTestId("solver-rating")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Play this puzzle" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Steps", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show all steps available here" })).toHaveCount(0);
});

// A forum_hardest puzzle after its singles: only a forcing net with techniques finds a step
// (lib/sudoku/techniques/deep-forcing-net.test.ts).
const STUCK = "000000008003000402090020060000079000000061200060502070008000500010000020405000003";

test("the hardest position is explained step by step, never by trial and error", async ({
  page,
}) => {
  await page.goto("/solver");
  await page.getByLabel(/Puzzle \(81 characters/).fill(STUCK);
  await expect(page.getByTestId("solver-verdict")).toContainText("exactly one solution", VERDICT);
  await expect(page.getByTestId("solver-rating")).toContainText(/Level extreme/i, VERDICT);
  await expect(page.getByTestId("solver-rating")).toContainText("Forcing net with techniques");

  // Every step here is such a net: listed in one line each, the whole proof when chosen.
  await page.getByRole("button", { name: "Show all steps available here" }).click();
  const panel = page.getByTestId("all-steps");
  await expect(
    panel.getByRole("heading", { name: /^Forcing net with techniques \(\d+\)$/ }),
  ).toBeVisible(VERDICT);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(1);
  const first = panel
    .getByRole("button", { name: /^Forcing net with techniques: if row \d, column \d is \d/ })
    .first();
  await expect(first).toContainText(/… \d+ steps? …; and .*; so row \d, column \d is not \d$/);
  await first.click();
  const proof = page
    .getByTestId("chosen-step")
    .getByRole("region", { name: /^Explanation in \d+ parts$/ });
  await expect(proof).toBeVisible();
  await expect(proof.getByRole("listitem").last()).toContainText(/so row \d, column \d is not \d$/);
  await expect(page.locator('[data-struck="true"]')).toHaveCount(1);

  // Stepping through the solution: the first step is the net, shown as a list that scrolls.
  await page.getByRole("button", { name: "Steps", exact: true }).click();
  const explanation = page.getByTestId("step-explanation");
  await expect(
    explanation.getByRole("region", { name: /^Explanation in \d+ parts$/ }),
  ).toBeVisible();
  await expect(explanation).toContainText("Forcing net with techniques: if ");
  await expect(explanation).not.toContainText("Trial and error");
  // Above the list, in sight: the assumption and the verdict in one line.
  await expect(explanation.getByTestId("explanation-summary")).toHaveText(
    /^Forcing net with techniques: if row \d, column \d is \d, then … \d+ steps …; .*so row \d, column \d is not \d$/,
  );
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width}x${viewport.height} a step chosen low in the list shows with the board`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/solver");
    await page.getByLabel(/Puzzle \(81 characters/).fill(STUCK);
    await expect(page.getByTestId("solver-verdict")).toContainText("exactly one solution", VERDICT);
    await page.getByRole("button", { name: "Show all steps available here" }).click();
    const panel = page.getByTestId("all-steps");
    await expect(panel.getByRole("heading", { level: 2 })).toContainText(
      /\d+ steps available here/,
      VERDICT,
    );
    const last = panel.getByRole("button").last();
    await last.click();
    await expect(last).toHaveAttribute("aria-pressed", "true");
    // The board and the chosen step's explanation, on screen together.
    await expect(page.locator('[role="grid"]')).toBeInViewport({ ratio: 1 });
    const chosen = page.getByTestId("chosen-step");
    await expect(chosen).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[role="gridcell"][data-involved="true"]').first()).toBeInViewport();
    // And back to where the player was in the list.
    await chosen.getByRole("button", { name: "Back to the list" }).click();
    await expect(last).toBeInViewport();
    await expect(last).toBeFocused();
  });
}
