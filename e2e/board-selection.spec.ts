import { expect, test, type Locator } from "@playwright/test";
import { cellLocator, readBoard, startGame } from "./helpers";

const look = (cell: Locator) =>
  cell.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, ring: s.boxShadow };
  });

for (const theme of ["light", "dark"]) {
  test(`the selected cell is unmistakable (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem("nonet-theme", t), theme);
    await startGame(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const board = await readBoard(page);
    // Two givens with the same digit: select one, the other is a same-digit cell.
    // (a digit may be given only once: take one that is given twice)
    const first = board.find(
      (c) => c.given && board.some((o) => o.given && o.value === c.value && o.cell !== c.cell),
    )!;
    const twin = board.find((c) => c.given && c.value === first.value && c.cell !== first.cell)!;
    await cellLocator(page, first.cell).click();

    const selected = await look(cellLocator(page, first.cell));
    const same = await look(cellLocator(page, twin.cell));
    expect(selected.background).not.toBe(same.background);
    expect(selected.ring).toContain("inset");
    expect(same.ring).toBe("none");

    // Ctrl+click adds a cell, a second Ctrl+click removes it: then it must not look selected.
    const other = board.find((c) => !c.given && c.cell !== first.cell)!;
    const plain = await look(cellLocator(page, other.cell));
    await cellLocator(page, other.cell).click({ modifiers: ["Control"] });
    await expect(cellLocator(page, other.cell)).toHaveAttribute("aria-selected", "true");
    expect((await look(cellLocator(page, other.cell))).ring).toContain("inset");
    await cellLocator(page, other.cell).click({ modifiers: ["Control"] });
    await expect(cellLocator(page, other.cell)).toHaveAttribute("aria-selected", "false");
    const after = await look(cellLocator(page, other.cell));
    expect(after.ring).toBe("none");
    expect(after.background).not.toBe(selected.background);
    // Its shading is what it was with the first cell alone selected.
    expect(after.background).toBe(plain.background);
  });
}

test("rows are named by number, mode buttons by what they do", async ({ page }) => {
  await startGame(page);
  await expect(page.getByRole("row", { name: "Row 1", exact: true })).toBeVisible();
  for (const name of ["Digit mode", "Corner notes mode", "Centre notes mode", "Colour mode"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  }
});

test("the grid says loading until the puzzle is there", async ({ page }) => {
  // Hold the socket back: the page renders its skeleton board first.
  await page.route("**/socket.io/**", (route) => route.abort());
  await page.goto("/play/abcdefgh12345678");
  await expect(page.locator('[role="grid"]')).toHaveAttribute("data-status", "loading");
  await expect(page.locator('[role="gridcell"][data-given="true"]')).toHaveCount(0);
});
