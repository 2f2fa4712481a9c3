import { expect, test } from "@playwright/test";
import { startGame } from "./helpers";

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test("the board fits a 360 px phone without horizontal scroll", async ({ page }) => {
  await startGame(page);
  const grid = page.locator('[role="grid"]');
  const box = await grid.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(360);
  // The number pad sits under the board on a phone.
  const pad = await page.getByRole("group", { name: "Number pad" }).boundingBox();
  expect(pad!.y).toBeGreaterThan(box!.y + box!.height - 1);

  const empty = page.locator('[role="gridcell"][data-given="false"]').first();
  await empty.tap();
  await page.getByRole("button", { name: /^5, \d left/ }).tap();
  await expect(empty).toHaveAttribute("data-value", "5");
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("every button and pad key is at least 44x44 px", async ({ page }) => {
      await startGame(page);
      // The first-use explanation has a button too; measure with it open.
      await expect(page.getByTestId("touch-intro")).toBeVisible();
      const buttons = page.getByTestId("game").getByRole("button");
      const count = await buttons.count();
      expect(count).toBeGreaterThan(15);
      const small: string[] = [];
      for (let i = 0; i < count; i++) {
        const b = buttons.nth(i);
        if (!(await b.isVisible())) continue;
        const box = (await b.boundingBox())!;
        if (box.width < 44 || box.height < 44) {
          small.push(
            `${(await b.getAttribute("aria-label")) ?? (await b.innerText())}: ${box.width}x${box.height}`,
          );
        }
      }
      expect(small).toEqual([]);
    });
  });
}

test.describe("at 390x844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a hint keeps the number pad in view under the board", async ({ page }) => {
    await startGame(page);
    // First use: the tip is open too, and must not push the pad down either.
    await expect(page.getByTestId("touch-intro")).toBeVisible();
    const pad = page.getByRole("group", { name: "Number pad" });
    const board = page.locator('[role="grid"]');
    const panel = page.getByTestId("hint-panel");
    const inView = async () => {
      const box = (await pad.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      // Under the board, right after the entry modes: nothing in between.
      const grid = (await board.boundingBox())!;
      expect(box.y).toBeGreaterThan(grid.y + grid.height - 1);
      expect(box.y - (grid.y + grid.height)).toBeLessThan(80);
    };
    await page.getByRole("button", { name: "Hint", exact: true }).tap();
    await expect(panel).toBeVisible();
    await inView();
    await expect(panel).toBeInViewport();
    for (const more of ["Show cells", "Show step"]) {
      const button = panel.getByRole("button", { name: more });
      if ((await button.count()) === 0) continue;
      await button.tap();
      await expect(panel.getByRole("button", { name: more })).toHaveCount(0);
      await inView();
    }
  });
});

test("a phone player sees a short explanation once", async ({ page }) => {
  await startGame(page);
  const intro = page.getByTestId("touch-intro");
  await expect(intro).toContainText("Drag across cells");
  await intro.getByRole("button", { name: "Got it" }).tap();
  await expect(intro).toBeHidden();
  await page.reload();
  await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible();
  await expect(intro).toBeHidden();
});

test("nine centre marks fit one cell on one line at 360 px", async ({ page }) => {
  await startGame(page);
  const cell = page.locator('[role="gridcell"][data-given="false"]').first();
  await cell.tap();
  await page.getByRole("button", { name: "Centre notes mode" }).tap();
  for (let d = 1; d <= 9; d++) await page.getByRole("button", { name: new RegExp(`^${d},`) }).tap();
  await expect(cell).toHaveAttribute("aria-label", /notes 1 2 3 4 5 6 7 8 9/);
  const fit = await cell.locator(".cell-centre").evaluate((el) => {
    const e = el as HTMLElement;
    const lineHeight = parseFloat(getComputedStyle(e).fontSize) * 1.6;
    return { overflow: e.scrollWidth - e.clientWidth, oneLine: e.offsetHeight < lineHeight };
  });
  expect(fit).toEqual({ overflow: 0, oneLine: true });
});
