import { expect, type Page } from "@playwright/test";
import { solve } from "../lib/sudoku/solver";

export interface BoardCell {
  cell: number;
  value: number;
  given: boolean;
}

/** Starts a game from the level picker and waits for its board. */
export async function startGame(
  page: Page,
  level = "Easy",
  options: { mistakeChecking?: boolean; viaKeyboard?: boolean } = {},
): Promise<void> {
  await page.goto("/play");
  if (options.mistakeChecking) await page.getByLabel(/Mistake checking/).check();
  const button = page.getByRole("button", { name: new RegExp(`^${level}`) });
  if (options.viaKeyboard) {
    await button.focus();
    await page.keyboard.press("Enter");
  } else {
    await button.click();
  }
  await page.waitForURL(/\/play\/[A-Za-z0-9_-]{8,40}$/, { timeout: 30_000 });
  await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible();
}

/** The board as the DOM shows it (data-value / data-given on every cell). */
export async function readBoard(page: Page): Promise<BoardCell[]> {
  return page.$$eval('[role="gridcell"]', (els) =>
    els.map((el) => {
      const e = el as HTMLElement;
      return {
        cell: Number(e.dataset.row) * 9 + Number(e.dataset.col),
        value: Number(e.dataset.value || 0),
        given: e.dataset.given === "true",
      };
    }),
  );
}

/** The givens' unique solution, computed with the engine in the test. */
export async function solutionOf(page: Page): Promise<number[]> {
  const board = await readBoard(page);
  const givens = board.map((c) => (c.given ? c.value : 0));
  const { count, solution } = solve(givens, 2);
  expect(count).toBe(1);
  return solution!;
}

/** Every cell's accessible description, to compare whole-board states. */
export async function boardLabels(page: Page): Promise<string[]> {
  return page.$$eval('[role="gridcell"]', (els) =>
    els.map((e) => e.getAttribute("aria-label") ?? ""),
  );
}

export const cellLocator = (page: Page, cell: number) =>
  page.locator(`[role="gridcell"][data-row="${Math.floor(cell / 9)}"][data-col="${cell % 9}"]`);

/** Presses arrows to move the keyboard cursor from one cell to another. */
export async function moveCursor(page: Page, from: number, to: number): Promise<void> {
  const dRow = Math.floor(to / 9) - Math.floor(from / 9);
  const dCol = (to % 9) - (from % 9);
  for (let i = 0; i < Math.abs(dRow); i++)
    await page.keyboard.press(dRow > 0 ? "ArrowDown" : "ArrowUp");
  for (let i = 0; i < Math.abs(dCol); i++)
    await page.keyboard.press(dCol > 0 ? "ArrowRight" : "ArrowLeft");
}

/** Waits until the server has acknowledged every move the page made. */
export async function waitForAcks(page: Page): Promise<void> {
  await expect(page.getByTestId("game")).toHaveAttribute("data-pending", "0");
}

/**
 * Waits like a person between digits: bursts and looks. The server holds a solve whose digits
 * come on a steady beat out of the rankings (lib/results/review.ts), as Playwright's typing
 * would be; specs that need a ranked solve pause with this between digits.
 */
const HUMAN_GAPS_MS = [0, 450, 60, 1_200, 200, 0, 750, 40];
export async function humanPause(page: Page, i: number): Promise<void> {
  const gap = HUMAN_GAPS_MS[i % HUMAN_GAPS_MS.length];
  if (gap > 0) await page.waitForTimeout(gap);
}
