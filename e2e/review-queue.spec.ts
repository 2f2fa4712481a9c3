import { expect, test, type Browser, type Page } from "@playwright/test";
import { cellLocator, readBoard, solutionOf, startGame } from "./helpers";
import { PASSWORD, signUp } from "./account-helpers";

/**
 * The moderators' review queue end to end: a solve typed at machine speed is held for review
 * (it shows to its player as under review, on no board); a moderator (MODERATORS, set for the
 * e2e server in playwright.config.ts) finds it in /admin/review and approves it, and it is on
 * the best-times board; anyone else gets the 404 page.
 */
const MODERATOR = "e2e_mod";
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`.slice(0, 20);

/** Solves an Easy game as no person can: every digit at once, far under the floor. */
async function solveTooFast(page: Page): Promise<void> {
  await startGame(page, "Easy");
  const solution = await solutionOf(page);
  for (const { cell } of (await readBoard(page)).filter((c) => !c.value)) {
    await cellLocator(page, cell).click();
    await page.keyboard.press(String(solution[cell]));
  }
  await expect(page.getByTestId("result-dialog")).toBeVisible();
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The moderator's account, signed in: made by the first test to need it, reused after. */
async function moderatorPage(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto("/signup");
  await page.getByLabel("Username").fill(MODERATOR);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign up" }).click();
  const signedUp = await page
    .waitForURL(/\/$/, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!signedUp) {
    await page.goto("/signin");
    await page.getByLabel("Username").fill(MODERATOR);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  return page;
}

test("a held solve waits in the queue; approved, it is on the leaderboard", async ({
  page,
  browser,
}) => {
  const player = unique("fast_");
  const name = `Speedy ${player.slice(-4)}`;
  await signUp(page, player, name);
  await solveTooFast(page);

  // Held: the player is told, and the board does not list them.
  await page.goto("/leaderboard?board=best&level=easy");
  await expect(page.getByTestId("under-review")).toContainText("Under review");
  const board = page.getByTestId("leaderboard");
  await expect(board.getByRole("link", { name })).toHaveCount(0);

  const moderator = await freshPage(browser);
  try {
    await signUp(moderator, MODERATOR, "Moderator");
    // The menu leads there.
    await moderator.getByRole("button", { name: /Moderator/ }).click();
    await moderator.getByRole("menuitem", { name: "Review queue" }).click();
    await expect(moderator).toHaveURL(/\/admin\/review$/);
    await expect(moderator.getByRole("heading", { name: "Review queue" })).toBeVisible();
    const card = moderator.getByTestId("held-result").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Easy");
    await expect(card).toContainText("faster than the floor for this puzzle");
    await expect(card).toContainText("under the floor");

    // Its page replays the game and has no decision recorded yet.
    await card.getByRole("link", { name: "Replay and history" }).click();
    await expect(moderator.getByRole("heading", { name: "Held result" })).toBeVisible();
    await expect(moderator.getByTestId("replay-play")).toBeVisible();
    await expect(moderator.getByText("No moderator has decided it yet.")).toBeVisible();
    await moderator.getByTestId("approve").click();
    await expect(moderator.getByTestId("review-status")).toHaveText(/^Approved/);
    await expect(moderator.getByTestId("action-history").first()).toContainText(
      `Approved by ${MODERATOR}: held for faster than the floor`,
    );
    await moderator.goto("/admin/review");
    await expect(moderator.getByTestId("held-result").filter({ hasText: name })).toHaveCount(0);
  } finally {
    await moderator.context().close();
  }

  // Ranked now, as a normal finish: the player is on the best times, under review no more.
  await page.goto("/leaderboard?board=best&level=easy");
  await expect(board.getByRole("row").filter({ hasText: "(you)" })).toContainText(name);
  await expect(page.getByTestId("under-review")).toHaveCount(0);
});

test("anyone but a moderator gets the 404 page, and the API refuses them", async ({
  page,
  browser,
}) => {
  const guest = await freshPage(browser);
  try {
    const asGuest = await guest.goto("/admin/review");
    expect(asGuest?.status()).toBe(404);
    // Every 404 alike: nothing in the page (its title included) says what is there.
    await expect(guest).toHaveTitle(/^Page not found/);
    expect(await asGuest?.text()).not.toContain("Review queue");
    const heldPage = await guest.goto("/admin/review/abcdefgh12");
    expect(heldPage?.status()).toBe(404);
    expect(await heldPage?.text()).not.toContain("Held result");
    const refused = await guest.request.post("/api/admin/moderation", {
      data: { action: "suspend", username: MODERATOR, suspended: true },
    });
    expect(refused.status()).toBe(404);
  } finally {
    await guest.context().close();
  }

  await signUp(page, unique("plain_"));
  const response = await page.goto("/admin/review");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
  const post = await page.request.post("/api/admin/moderation", {
    data: { action: "approve", gameId: "abcdefgh12" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(post.status()).toBe(404);
  await page.getByRole("button", { name: /plain_/ }).click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Review queue" })).toHaveCount(0);
});

test("a suspended player is told where they look: profile, leaderboard, and the daily before they play", async ({
  page,
  browser,
}) => {
  const player = unique("susp_");
  await signUp(page, player);
  await page.goto("/daily");
  await expect(page.getByRole("button", { name: "Play today's daily" })).toBeVisible();
  await expect(page.getByTestId("suspended-notice")).toHaveCount(0);

  const moderator = await moderatorPage(browser);
  try {
    await moderator.goto(`/admin/review?player=${player}`);
    await moderator.getByTestId("suspend").click();
    await expect(moderator.getByTestId("suspend")).toHaveText("Allow ranked play again");
  } finally {
    await moderator.context().close();
  }

  // Told that results from now on are not ranked: times already ranked stay on the boards.
  for (const path of [`/u/${player}`, "/leaderboard", "/daily"]) {
    await page.goto(path);
    await expect(page.getByTestId("suspended-notice")).toContainText(
      "suspended from ranked play by a moderator",
    );
    await expect(page.getByTestId("suspended-notice")).toContainText("from now on");
  }
  await expect(page.getByRole("button", { name: "Play today's daily" })).toBeVisible();
});
