import { expect, test } from "@playwright/test";
import { io } from "socket.io-client";
import { addDays } from "../lib/daily/dates";
import { dailyLevel } from "../lib/daily/rotation";
import { PROTOCOL_VERSION, type Ack } from "../lib/game/protocol";
import { cellLocator, humanPause, readBoard, solutionOf } from "./helpers";
import { applyFullHint, signUp } from "./account-helpers";

test("a player plays today's daily, sees their place, shares it, and cannot play again", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const today = new Date().toISOString().slice(0, 10);
  const username = `daily_${Date.now().toString(36)}`.slice(0, 20);
  await signUp(page, username, "Daily Dana");

  await page.getByRole("link", { name: "Daily", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Daily challenge" })).toBeVisible();
  await expect(page.getByTestId("daily-countdown")).toHaveText(/^\d+:\d\d(:\d\d)?$/);
  const level = (await page.getByTestId("daily-level").textContent())!;
  await page.getByRole("button", { name: "Play today's daily" }).click();
  await page.waitForURL(/\/play\/[A-Za-z0-9_-]{8,40}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: `Daily ${today} · ${level}` })).toBeVisible();
  await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible();
  const solution = await solutionOf(page);

  // Play like a person: help costs time (two full hints are over any level's floor for a
  // plausible solve), and a note on the board.
  await applyFullHint(page);
  await applyFullHint(page);
  const firstEmpty = (await readBoard(page)).find((c) => !c.value)!.cell;
  await cellLocator(page, firstEmpty).click();
  await page.keyboard.press(`Shift+${solution[firstEmpty]}`);
  await expect(cellLocator(page, firstEmpty)).toHaveAttribute("aria-label", /corner notes/);
  for (const [i, cell] of (await readBoard(page)).filter((c) => !c.value).entries()) {
    await humanPause(page, i);
    await cellLocator(page, cell.cell).click();
    await page.keyboard.press(String(solution[cell.cell]));
  }
  const dialog = page.getByTestId("result-dialog");
  await expect(dialog.getByRole("heading", { name: "Solved!" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Share" })).toBeVisible();
  // The place is said right there, among the day's ranked results.
  await expect(dialog.getByTestId("daily-standing")).toHaveText(/^\d+(st|nd|rd|th) of \d+ today$/);
  const standing = (await dialog.getByTestId("daily-standing").textContent())!;
  await dialog.getByRole("link", { name: "Back to the daily" }).click();

  // The result replaces Play, with a place in the standings.
  await expect(page).toHaveURL(/\/daily$/);
  const result = page.getByTestId("daily-result");
  await expect(result).toContainText(/penalties/);
  await expect(result.getByTestId("daily-place")).toHaveText(/^\d+(st|nd|rd|th)$/);
  const place = (await result.getByTestId("daily-place").textContent())!;
  expect(standing.startsWith(`${place} of `)).toBe(true);
  await expect(page.getByRole("button", { name: /today's daily/ })).toHaveCount(0);
  await expect(page.getByText("You have played today's daily.")).toBeVisible();
  const mine = page.getByTestId("daily-standings").locator('tr[aria-current="true"]');
  await expect(mine).toContainText("Daily Dana");
  await expect(mine).toContainText(place);

  // Share copies the day, the level and the place, and not one digit of the grid.
  await result.getByRole("button", { name: "Share" }).click();
  await expect(result.getByRole("status")).toHaveText("Copied to the clipboard.");
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toContain(`Nonet daily ${today} (${level})`);
  expect(shared).toContain(`${place} of the day`);
  expect(shared).toContain(`/daily/${today}`);
  expect(shared).not.toMatch(/\d{5,}/);

  // A direct start from the same account is refused by the server.
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  const socket = io(baseURL!, {
    auth: { protocol: PROTOCOL_VERSION },
    transports: ["websocket"],
    extraHeaders: { cookie },
  });
  try {
    const answer = (await socket
      .timeout(10_000)
      .emitWithAck("daily:start", { date: today })) as Ack<{ gameId: string }>;
    expect(answer).toEqual({
      ok: false,
      error: { code: "game_over", message: "You have played today's daily." },
    });
  } finally {
    socket.disconnect();
  }
});

test("a past day is played as practice: marked so, and on none of the day's standings", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const today = new Date().toISOString().slice(0, 10);
  // The nearest past day with a quick puzzle (the first start generates it).
  const date = [1, 2, 3, 4, 5, 6, 7]
    .map((n) => addDays(today, -n))
    .find((d) => ["easy", "medium"].includes(dailyLevel(d)))!;
  const username = `prac_${Date.now().toString(36)}`.slice(0, 20);
  await signUp(page, username, "Practice Pat");

  await page.goto("/daily");
  const row = page.getByTestId("daily-recent").getByRole("link", { name: new RegExp(date) });
  await expect(row).toContainText("Not played · practise it");
  await row.click();
  await expect(page.getByRole("heading", { name: /^Daily of / })).toBeVisible();
  await expect(page.getByText("Practice is unranked")).toBeVisible();
  await page.getByRole("button", { name: "Play this day as practice" }).click();
  await page.waitForURL(/\/play\/[A-Za-z0-9_-]{8,40}$/, { timeout: 30_000 });
  await expect(
    page.getByRole("heading", { name: new RegExp(`^Practice: daily ${date} · `) }),
  ).toBeVisible();
  await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible();
  const solution = await solutionOf(page);
  for (const cell of (await readBoard(page)).filter((c) => !c.value)) {
    await cellLocator(page, cell.cell).click();
    await page.keyboard.press(String(solution[cell.cell]));
  }
  const dialog = page.getByTestId("result-dialog");
  await expect(dialog.getByRole("heading", { name: "Solved!" })).toBeVisible();
  await expect(dialog.getByTestId("practice-note")).toHaveText(
    "Practice: not ranked, and no streak.",
  );
  await expect(dialog.getByRole("button", { name: "Share" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Back to that day" }).click();

  await expect(page).toHaveURL(new RegExp(`/daily/${date}$`));
  await expect(page.getByTestId("daily-result")).toHaveCount(0);
  const standings = page.getByRole("region", { name: "Standings" });
  await expect(standings).toBeVisible();
  await expect(standings).not.toContainText("Practice Pat");
  await page.goto(`/leaderboard?board=daily&date=${date}`);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Practice Pat");
});

test("an impossible or future daily date is not found", async ({ page }) => {
  for (const date of ["2026-02-30", "not-a-date", "2999-01-01"]) {
    const response = await page.goto(`/daily/${date}`);
    expect(response?.status()).toBe(404);
  }
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the daily page and its header fit without horizontal scroll", async ({ page }) => {
    await page.goto("/daily");
    await expect(page.getByRole("heading", { name: "Daily challenge" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Daily", exact: true })).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(360);
  });
});
