import { expect, test, type Page } from "@playwright/test";
import { ROOM_CODE_ALPHABET } from "../lib/game/room-protocol";

const ROOM_URL = new RegExp(`/race/[${ROOM_CODE_ALPHABET}]{6}$`);

/** The room's lobby, as its creator sees it. */
async function expectLobby(page: Page): Promise<string> {
  await page.waitForURL(ROOM_URL, { timeout: 20_000 });
  await expect(page.getByTestId("room-code")).toBeVisible();
  return (await page.getByTestId("room-code").textContent()) ?? "";
}

for (const [device, options] of [
  ["desktop", { viewport: { width: 1280, height: 800 } }],
  ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true }],
] as const) {
  test.describe(`the front door on a ${device}`, () => {
    test.use(options);

    test("racing a friend is on the first screen and makes a room", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/race your friends/i);
      const race = page.getByRole("button", { name: "Race a friend" });
      const box = await race.boundingBox();
      const viewport = page.viewportSize();
      expect(box).not.toBeNull();
      expect(viewport).not.toBeNull();
      // The whole button, without scrolling.
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
      // A recorded race plays in a real board on the page.
      await expect(page.getByRole("img", { name: /Sudoku board filling itself in/ })).toBeVisible();

      await page.getByTestId("race-a-friend").getByLabel("Your name").fill("Ada");
      await race.click();
      await expectLobby(page);
    });

    test("the header's Race leads to a page that creates a race", async ({ page }) => {
      await page.goto("/play");
      await page
        .getByRole("navigation", { name: "Pages" })
        .getByRole("link", { name: "Race" })
        .click();
      await expect(page).toHaveURL(/\/race$/);
      await expect(page.getByRole("heading", { name: "Race a friend", level: 1 })).toBeVisible();
      await page.getByLabel("Your name").fill("Ada");
      await page.getByRole("button", { name: "Create a race" }).click();
      await expectLobby(page);
    });
  });
}

test("the race page joins a race by its code and refuses a bad one", async ({ page, browser }) => {
  const host = await browser.newContext();
  try {
    const h = await host.newPage();
    await h.goto("/race");
    await h.getByLabel("Your name").fill("Ada");
    await h.getByRole("button", { name: "Create a race" }).click();
    const code = await expectLobby(h);

    await page.goto("/race");
    const join = page.getByTestId("join-by-code");
    // A look-alike the codes never use: told why, and the typed code stays to fix.
    await join.getByLabel("Race code").fill("K7QM0P");
    await join.getByRole("button", { name: "Join" }).click();
    await expect(join.getByRole("alert")).toHaveText(/never use 0, O/);
    await expect(join.getByLabel("Race code")).toHaveValue("K7QM0P");
    // Too short.
    await join.getByLabel("Race code").fill("K7Q");
    await join.getByRole("button", { name: "Join" }).click();
    await expect(join.getByRole("alert")).toHaveText('A race code has 6 characters; "K7Q" has 3.');
    // Well formed, but no such race.
    const missing = code === "WWWWWW" ? "XXXXXX" : "WWWWWW";
    await join.getByLabel("Race code").fill(missing);
    await join.getByRole("button", { name: "Join" }).click();
    await expect(join.getByRole("alert")).toHaveText(new RegExp(`No race has the code ${missing}`));
    await expect(page).toHaveURL(/\/race\?code=/);

    // The real code, typed as people copy it down: lower case, with a space.
    await join.getByLabel("Race code").fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    await join.getByRole("button", { name: "Join" }).click();
    await expect(page).toHaveURL(new RegExp(`/race/${code}$`));
    await expect(page.getByText(code, { exact: true })).toBeVisible();
  } finally {
    await host.close();
  }
});

test("level cards say a few plain words; the techniques wait behind a disclosure", async ({
  page,
}) => {
  await page.goto("/");
  const levels = page.getByRole("group", { name: "Level" });
  await expect(levels.getByRole("button", { name: /^Medium/ })).toContainText("Needs pairs");
  await expect(levels).not.toContainText("Naked pair");
  const techniques = page.getByTestId("level-techniques");
  await expect(techniques.getByText(/Naked pair/)).toBeHidden();
  await techniques.getByText("What does each level need?").click();
  await expect(techniques.getByText(/Naked pair/)).toBeVisible();
  await expect(techniques.getByText(/Finned jellyfish/)).toBeVisible();
});

test("mistake checking comes before the level it applies to", async ({ page }) => {
  await page.goto("/");
  const option = await page.getByLabel(/Mistake checking/).boundingBox();
  const easy = await page.getByRole("button", { name: /^Easy/ }).boundingBox();
  expect(option!.y + option!.height).toBeLessThanOrEqual(easy!.y);
});

test("the daily card shows today's level and, for a guest, how to keep a streak", async ({
  page,
}) => {
  await page.goto("/daily");
  const level = (await page.getByTestId("daily-level").textContent()) ?? "";
  expect(level).not.toBe("");
  await page.goto("/");
  const card = page.getByRole("region", { name: "Daily challenge" });
  await expect(card.getByTestId("home-daily-level")).toHaveText(level);
  await expect(card.getByTestId("home-daily-streak")).toContainText("Sign in to keep a streak");
  await expect(card.getByRole("link", { name: "Play the daily" })).toBeVisible();
});

test("with reduced motion the replayed race is a still frame", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const board = page.getByTestId("race-demo");
  // Some of the winner's digits are in, the later ones (and her finish) are not.
  await expect(board.locator(".race-demo-fill:not([data-later])").first()).toBeVisible();
  await expect(board.locator(".race-demo-fill[data-later]").first()).toBeHidden();
  await expect(page.getByText("Ada finished first.")).toBeHidden();
});
