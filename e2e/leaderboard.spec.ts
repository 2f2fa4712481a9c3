import { expect, test, type Page } from "@playwright/test";
import { cellLocator, humanPause, readBoard, solutionOf, startGame } from "./helpers";
import { applyFullHint, signUp } from "./account-helpers";

const HOSTILE = "<img src=x onerror=alert(1)>";

/**
 * Solves an Easy game as a person might: a pencil mark first and two hints (their seconds put
 * the ranked time above the plausibility floor, as a fast human's would be), then the digits.
 */
async function solveAnEasyGame(page: Page): Promise<void> {
  await startGame(page, "Easy");
  const solution = await solutionOf(page);
  const first = (await readBoard(page)).find((c) => !c.given)!.cell;
  await cellLocator(page, first).click();
  await page.keyboard.press("x");
  await page.keyboard.press(String(solution[first]));
  await page.keyboard.press("z");
  await applyFullHint(page);
  await applyFullHint(page);
  for (const [i, { cell }] of (await readBoard(page)).filter((c) => !c.value).entries()) {
    await humanPause(page, i);
    await cellLocator(page, cell).click();
    await page.keyboard.press(String(solution[cell]));
  }
  await expect(page.getByTestId("result-dialog")).toBeVisible();
}

test("a solved game puts its player on best times, and a hostile name stays text", async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const username = `lb_${Date.now().toString(36)}`.slice(0, 20);
  await signUp(page, username, HOSTILE);
  await solveAnEasyGame(page);

  await page.goto("/leaderboard?board=best&level=easy");
  await expect(page.getByRole("link", { name: "Best times" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const board = page.getByTestId("leaderboard");
  const mine = board.getByRole("row").filter({ hasText: "(you)" });
  await expect(mine).toHaveCount(1);
  const name = mine.getByRole("link", { name: HOSTILE });
  await expect(name).toHaveText(HOSTILE);
  await expect(name).toHaveAttribute("href", `/u/${username}`);
  await expect(mine.getByRole("cell").first()).toHaveText(/^\d+$/);
  await expect(board.locator("img")).toHaveCount(0);
  expect(alerts).toEqual([]);

  await name.click();
  await expect(page).toHaveURL(new RegExp(`/u/${username}$`));
});

test("bad parameters fall back with a message, never an error page", async ({ page }) => {
  const response = await page.goto("/leaderboard?board=nope&page=-1&date=2026-02-30&level=x");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Leaderboard" })).toBeVisible();
  await expect(page.getByText("There is no board called “nope”")).toBeVisible();
  const boards = page.getByRole("navigation", { name: "Boards" });
  await expect(boards.getByRole("link", { name: "Daily", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("fits a 360 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/leaderboard?board=streaks");
  await expect(page.getByRole("heading", { name: "Leaderboard" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
