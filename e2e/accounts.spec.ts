import { expect, test, type Page } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame, waitForAcks } from "./helpers";
import { PASSWORD, signUp } from "./account-helpers";

let counter = 0;

/** A username no other test or run has used. */
function freshUsername(): string {
  return `e2e_${Date.now().toString(36)}_${++counter}`.slice(0, 20);
}

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const accountLink = (page: Page) => page.getByTestId("account-link");
/** The form's alert (Next has its own, for route announcements). */
const formAlert = (page: Page) => page.getByRole("main").getByRole("alert");

test("sign up, sign out, a wrong password, sign in", async ({ page }) => {
  const username = freshUsername();
  await page.goto("/");
  await expect(accountLink(page)).toHaveText("Sign in");

  await signUp(page, username, "Ada Lovelace");
  await expect(accountLink(page)).toHaveText("Ada Lovelace");

  // The account page (Settings) still has its own Sign out.
  await accountLink(page).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page)).toHaveText("Sign in");
  // Signed out, the account page sends you to sign in.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faccount$/);

  await signIn(page, username, "not the password");
  await expect(formAlert(page)).toHaveText("Wrong username or password.");
  await signIn(page, "no_such_player_x", PASSWORD);
  await expect(formAlert(page)).toHaveText("Wrong username or password.");

  // Usernames are not case-sensitive.
  await signIn(page, username.toUpperCase());
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page)).toHaveText("Ada Lovelace");
});

test("a guest's game follows them into their account and to a second browser", async ({
  page,
  browser,
}) => {
  // Played as a guest first, with one move.
  await startGame(page);
  const gameUrl = page.url();
  const solution = await solutionOf(page);
  const empty = (await readBoard(page)).find((c) => !c.given)!.cell;
  await cellLocator(page, empty).click();
  await page.keyboard.press(String(solution[empty]));
  await waitForAcks(page);

  const username = freshUsername();
  await signUp(page, username);
  const card = page.getByTestId("continue-game").filter({ hasText: "Easy" });
  await expect(card).toHaveCount(1);

  // Another browser: nothing until it signs in, then the same game, with its move.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto("/");
    await expect(second.getByRole("heading", { name: "Play on your own" })).toBeVisible();
    await expect(second.getByTestId("continue-game")).toHaveCount(0);
    await signIn(second, username);
    await expect(second).toHaveURL(/\/$/);
    const continued = second.getByTestId("continue-game").filter({ hasText: "Easy" });
    await expect(continued).toHaveCount(1);
    await continued.getByRole("link", { name: "Continue" }).click();
    await expect(second).toHaveURL(gameUrl);
    await expect(cellLocator(second, empty)).toHaveAttribute("data-value", String(solution[empty]));
  } finally {
    await other.close();
  }
});

test("a hostile display name is shown as text", async ({ page }) => {
  const hostile = "<img src=x onerror=alert(1)>";
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUp(page, freshUsername(), hostile);
  await expect(accountLink(page)).toHaveText(hostile);
  await page.goto("/account");
  await expect(page.getByTestId("display-name")).toHaveText(hostile);
  await expect(page.getByLabel("Shown to others as")).toHaveValue(hostile);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("the account page changes the name and the password, and deletes the account", async ({
  page,
}) => {
  const username = freshUsername();
  await signUp(page, username);
  await page.goto("/account");
  await page.getByLabel("Shown to others as").fill("Grace H");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(accountLink(page)).toHaveText("Grace H");

  await page.getByLabel("Current password").fill("wrong one entirely");
  await page.getByLabel("New password").fill("brand new passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is wrong.")).toBeVisible();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill("brand new passphrase");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.")).toBeVisible();
  // Still signed in here, with the new password.
  await page.reload();
  await expect(accountLink(page)).toHaveText("Grace H");

  // A session alone cannot delete the account: the password is asked for.
  await page.getByLabel('Type "delete" to confirm').fill("delete");
  await page.getByLabel("Your password, to confirm").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("The current password is wrong.")).toBeVisible();
  await page.getByLabel("Your password, to confirm").fill("brand new passphrase");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page)).toHaveText("Sign in");
  await signIn(page, username, "brand new passphrase");
  await expect(formAlert(page)).toHaveText("Wrong username or password.");
});

test("a game open on another device is told when the account signs out everywhere", async ({
  page,
  context,
}) => {
  await signUp(page, freshUsername());
  await startGame(page);
  // The same account on a second page (another device, as far as the game page knows).
  const account = await context.newPage();
  await account.goto("/account");
  await account.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(account).toHaveURL(/\/$/);
  const banner = page.getByTestId("connection-banner");
  await expect(banner).toContainText("You were signed out everywhere");
  await expect(banner).not.toContainText("Reconnecting");
  await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    /^\/signin\?callbackUrl=%2Fplay%2F/,
  );
});

test("the account pages fit a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await signUp(page, freshUsername(), "A rather long display name x");
  expect(await overflow()).toBeLessThanOrEqual(0);
  for (const path of ["/account"]) {
    await page.goto(path);
    expect(await overflow()).toBeLessThanOrEqual(0);
  }
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(accountLink(page)).toHaveText("Sign in");
  for (const path of ["/signin", "/signup"]) {
    await page.goto(path);
    expect(await overflow()).toBeLessThanOrEqual(0);
  }
});

test("a sign-in whose callbackUrl is not a page of this site goes home, never a 500", async ({
  page,
  baseURL,
}) => {
  const username = freshUsername();
  await signUp(page, username);
  const { request } = page.context();
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as {
    csrfToken: string;
  };
  const origin = new URL(baseURL!);
  for (const callbackUrl of [`${origin.origin}.evil.example/`, "http://evil.example/"]) {
    const response = await request.post("/api/auth/callback/credentials", {
      form: { csrfToken, username, password: PASSWORD, callbackUrl, json: "true" },
    });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { url: string }).url).toBe(origin.origin);
  }
});
