import { expect, test, type Page } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame } from "./helpers";
import { PASSWORD, signUp } from "./account-helpers";

const HOSTILE = "<img src=x onerror=alert(1)>";
let counter = 0;

/** A username no other test or run has used. */
function freshUsername(): string {
  return `pr_${Date.now().toString(36)}_${++counter}`.slice(0, 20);
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Loses an Easy game quickly: three wrong digits with mistake checking on. */
async function loseAGame(page: Page): Promise<void> {
  await startGame(page, "Easy", { mistakeChecking: true });
  const solution = await solutionOf(page);
  const empties = (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
  for (let i = 0; i < 3; i++) {
    await cellLocator(page, empties[i]).click();
    await page.keyboard.press(String((solution[empties[i]] % 9) + 1));
    await expect(page.getByTestId("mistakes")).toHaveText(`Mistakes: ${i + 1}/3`);
  }
  await expect(page.getByTestId("result-dialog")).toBeVisible();
}

test("a finished game appears on the player's profile", async ({ page }) => {
  const username = freshUsername();
  await signUp(page, username, "Ada");
  await page.getByTestId("account-link").click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${username}$`));
  await expect(page.getByTestId("profile-name")).toHaveText("Ada");
  await expect(page.getByText("No finished games yet.")).toBeVisible();

  await loseAGame(page);
  // Any case finds the profile.
  await page.goto(`/u/${username.toUpperCase()}`);
  const game = page.getByTestId("recent-game");
  await expect(game).toHaveCount(1);
  await expect(game).toContainText("Lost");
  await expect(game).toContainText("Easy");
  await expect(game).toContainText("3 mistakes");
  const easy = page.getByTestId("level-stats").getByRole("row", { name: /^Easy/ });
  await expect(easy.getByRole("cell")).toHaveText(["1", "0", "–", "–"]);
  await expect(page.getByTestId("solve-chart-easy")).toHaveAttribute(
    "aria-label",
    "Easy: no solves in the last 90 days.",
  );
});

test("an unknown or malformed username is the not-found page", async ({ page }) => {
  for (const path of ["/u/nobody_has_this", "/u/%3Cscript%3E", "/u/ab"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("settings changed in one browser follow the account to another", async ({ page, browser }) => {
  const username = freshUsername();
  await signUp(page, username);
  await page.goto("/account");
  const settings = page.getByRole("region", { name: "Game and display" });
  await settings.getByLabel("Dark").check();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(settings.getByRole("status")).toHaveText("Saved to your account.");
  await settings.getByLabel(/3x3 grid/).check();
  await expect(settings.getByRole("status")).toHaveText("Saved to your account.");
  // A change made where the setting lives (the level picker) is saved too.
  await page.goto("/play");
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/account/settings") && r.ok()),
    page.getByLabel(/Mistake checking/).check(),
  ]);
  await page.goto("/account");
  await expect(settings.getByLabel(/Mistake checking on/)).toBeChecked();

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto("/play");
    await expect(second.getByLabel(/Mistake checking/)).not.toBeChecked();
    await expect(second.locator("html")).toHaveAttribute("data-theme", "light");
    await signIn(second, username);
    await expect(second.locator("html")).toHaveAttribute("data-theme", "dark");
    await second.goto("/play");
    await expect(second.getByLabel(/Mistake checking/)).toBeChecked();
    expect(await second.evaluate(() => localStorage.getItem("nonet.notesGrid"))).toBe("1");
    await second.goto("/account");
    const form = second.getByRole("region", { name: "Game and display" });
    await expect(form.getByLabel("Dark")).toBeChecked();
    await expect(form.getByLabel(/3x3 grid/)).toBeChecked();
  } finally {
    await other.close();
  }
});

test("a hostile display name is text on the profile, and only the owner sees settings", async ({
  page,
  browser,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const username = freshUsername();
  await signUp(page, username, HOSTILE);
  await page.goto(`/u/${username}`);
  await expect(page.getByTestId("profile-name")).toHaveText(HOSTILE);
  await expect(page).toHaveTitle(`${HOSTILE} (${username}) · Nonet`);
  // Settings live on the account's Settings page: the owner's profile links there.
  await expect(page.getByTestId("settings-link")).toBeVisible();

  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const visitor = await other.newPage();
    visitor.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto(`/u/${username}`);
    await expect(visitor.getByTestId("profile-name")).toHaveText(HOSTILE);
    await expect(visitor.locator('img[src="x"]')).toHaveCount(0);
    await expect(visitor.getByTestId("settings-link")).toHaveCount(0);
    await expect(visitor.getByTestId("daily-calendar")).toBeVisible();
    // The page fits a 360 px phone.
    expect(
      await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  } finally {
    await other.close();
  }
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
