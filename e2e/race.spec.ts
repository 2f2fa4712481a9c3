import { expect, test, type Page } from "@playwright/test";
import { ROOM_CODE_ALPHABET } from "../lib/game/room-protocol";
import { cellLocator, readBoard, solutionOf, waitForAcks } from "./helpers";

const ROOM_URL = new RegExp(`/race/[${ROOM_CODE_ALPHABET}]{6}$`);

/** Waits for the race board (after the countdown) and returns its empty cells. */
async function raceBoard(page: Page): Promise<number[]> {
  await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible({
    timeout: 20_000,
  });
  return (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
}

/** Types the solution's digit into each of `cells`. */
async function fill(page: Page, cells: number[], solution: number[]): Promise<void> {
  for (const cell of cells) {
    await cellLocator(page, cell).click();
    await page.keyboard.press(String(solution[cell]));
  }
}

test("two friends race through the invite link to a winner shown on both screens", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ada = await browser.newContext();
  const bea = await browser.newContext();
  const cy = await browser.newContext();
  try {
    const a = await ada.newPage();
    const b = await bea.newPage();

    // Ada creates a room from Home and lands in its lobby.
    await a.goto("/");
    const create = a.getByTestId("race-a-friend");
    await create.getByLabel("Your name").fill("Ada");
    await create.getByRole("button", { name: "Race a friend" }).click();
    await a.waitForURL(ROOM_URL, { timeout: 20_000 });
    const code = (await a.getByTestId("room-code").textContent()) ?? "";
    const invite = await a.getByRole("textbox", { name: "Invite link" }).inputValue();
    expect(new URL(invite).pathname).toBe(`/race/${code}`);
    await expect(a.getByRole("img", { name: "QR code of the invite link" })).toBeVisible();

    // Bea opens the invite, is asked for a name first, then joins and readies.
    await b.goto(new URL(invite).pathname);
    await expect(b.getByText(code, { exact: true })).toBeVisible();
    await b.getByLabel("Your name").fill("Bea");
    await b.getByRole("button", { name: "Join", exact: true }).click();
    await expect(a.getByTestId("lobby-racers").getByTestId("member")).toHaveCount(2);
    await expect(a.getByTestId("lobby-racers")).toContainText("Bea");
    const start = a.getByRole("button", { name: "Start the race" });
    await expect(start).toBeDisabled();
    await expect(a.getByText("Waiting for Bea to be ready.")).toBeVisible();
    await b.getByRole("button", { name: "I'm ready" }).click();
    await expect(start).toBeEnabled();
    await start.click();

    // Both see the countdown, then their board.
    await expect(a.getByTestId("countdown")).toBeVisible();
    await expect(b.getByTestId("countdown")).toBeVisible();
    const [emptiesA, emptiesB] = await Promise.all([raceBoard(a), raceBoard(b)]);
    await expect(a.getByTestId("countdown")).toBeHidden();
    // A race has no pause.
    await expect(a.getByRole("button", { name: "Pause" })).toHaveCount(0);

    // Cy opens the link after the start: Cy watches, with no board.
    await cy.addInitScript(() => window.localStorage.setItem("nonet.name", "Cy"));
    const c = await cy.newPage();
    await c.goto(new URL(invite).pathname);
    await expect(c.getByRole("heading", { name: "Watching the race" })).toBeVisible();
    await expect(c.getByTestId("racer")).toHaveCount(2);
    await expect(c.getByRole("grid")).toHaveCount(0);

    // Bea fills a few cells: Ada sees her bar move (cells filled, not cells right).
    const solutionB = await solutionOf(b);
    await fill(b, emptiesB.slice(0, 3), solutionB);
    await waitForAcks(b);
    const beaRow = a.getByTestId("racer").filter({ hasText: "Bea" });
    await expect(beaRow.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "3");

    // A reload mid-race (or a closed tab reopened) resumes: same room, same board.
    await b.reload();
    await raceBoard(b);
    for (const cell of emptiesB.slice(0, 3)) {
      await expect(cellLocator(b, cell)).toHaveAttribute("data-value", String(solutionB[cell]));
    }
    await expect(b.getByTestId("racer").filter({ hasText: "Bea" })).toHaveAttribute(
      "data-status",
      "playing",
    );

    // Ada solves her whole grid first.
    const solutionA = await solutionOf(a);
    await fill(a, emptiesA, solutionA);
    await waitForAcks(a);

    // Bea, still racing, now has a deadline she can see.
    await expect(b.getByTestId("race-deadline")).toContainText("Race ends in");
    // Ada's place shows on both screens and in her tab title.
    await expect(a.getByTestId("my-result")).toContainText("1st in", { timeout: 15_000 });
    await expect(a).toHaveTitle("1st — Nonet race");
    await expect(b.getByTestId("racer").filter({ hasText: "Ada" })).toHaveAttribute(
      "data-status",
      "solved",
    );
    // Screen readers hear it on Bea's page.
    await expect(b.getByTestId("race-announcer")).toContainText("Ada finished 1st in");

    // Bea gives up: the race is over, and both see the results with the replay link.
    await b.getByRole("button", { name: "Give up" }).click();
    await b.getByRole("button", { name: "Yes, give up" }).click();
    for (const page of [a, b]) {
      const results = page.getByTestId("race-results");
      await expect(results.getByRole("heading", { name: "Results" })).toBeVisible();
      await expect(results.getByTestId("standing").first()).toContainText("Ada");
      await expect(results.getByRole("link", { name: "Watch the replay" })).toHaveAttribute(
        "href",
        /^\/replay\/\S+/,
      );
    }
    await expect(a.getByTestId("race-winner")).toHaveText("You win!");
    await expect(b.getByTestId("race-winner")).toHaveText("Ada wins");
    await expect(a.getByRole("button", { name: "Start the next round" })).toBeDisabled();
    await expect(b.getByRole("button", { name: "I'm in" })).toBeVisible();
    await expect(c.getByTestId("race-winner")).toHaveText("Ada wins");
    // The replay link opens the race's replay.
    await c.getByRole("link", { name: "Watch the replay" }).click();
    await expect(c.getByRole("heading", { name: "Race replay" })).toBeVisible({ timeout: 15_000 });

    // The next round: Bea says she's in, Ada starts it; a new countdown, then a fresh board.
    await b.getByRole("button", { name: "I'm in" }).click();
    await a.getByRole("button", { name: "Start the next round" }).click();
    await expect(b.getByTestId("countdown")).toBeVisible();
    await raceBoard(a);
    await raceBoard(b);
    await expect(a.getByTestId("racer").filter({ hasText: "Ada" })).toHaveAttribute(
      "data-status",
      "playing",
    );
  } finally {
    await ada.close();
    await bea.close();
    await cy.close();
  }
});

test("the host's settings reach everyone, and a race without hints has no Hint", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ada = await browser.newContext();
  const bea = await browser.newContext();
  try {
    await ada.addInitScript(() => window.localStorage.setItem("nonet.name", "Ada"));
    await bea.addInitScript(() => window.localStorage.setItem("nonet.name", "Bea"));
    const a = await ada.newPage();
    const b = await bea.newPage();
    await a.goto("/");
    // The remembered name is filled in.
    await expect(a.getByTestId("race-a-friend").getByLabel("Your name")).toHaveValue("Ada");
    await a.getByRole("button", { name: "Race a friend" }).click();
    await a.waitForURL(ROOM_URL, { timeout: 20_000 });
    await b.goto(new URL(a.url()).pathname);
    await expect(b.getByTestId("settings")).toContainText("allowed");

    await a.getByLabel("Hints allowed").uncheck();
    await expect(b.getByTestId("settings")).toContainText("not allowed");
    await expect(b.getByLabel("Hints allowed")).toHaveCount(0);

    await b.getByRole("button", { name: "I'm ready" }).click();
    await a.getByRole("button", { name: "Start the race" }).click();
    await raceBoard(a);
    await expect(a.getByText("No hints in this race.")).toBeVisible();
    await expect(a.getByRole("button", { name: "Hint", exact: true })).toHaveCount(0);
    await expect(a.getByRole("button", { name: "Undo" })).toBeVisible();
  } finally {
    await ada.close();
    await bea.close();
  }
});

test("an unknown room says so, and a malformed code is a 404", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("nonet.name", "Cy"));
  await page.goto("/race/ACDEFG");
  await expect(page.getByRole("heading", { name: "This race does not exist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a race" })).toHaveAttribute("href", "/race");
  const response = await page.goto("/race/OOOOOO");
  expect(response?.status()).toBe(404);
});

test("a name typed before Home's scripts run is kept when the remembered one arrives", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("nonet.name", "Stored"));
  // The page's scripts wait until the player has typed: a slow phone on a slow network.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  const scripts = (url: URL) =>
    url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js");
  await page.route(scripts, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const form = page.getByTestId("race-a-friend");
  await form.getByLabel("Your name").fill("Typed");
  release();
  await expect(form.getByRole("button", { name: "Race a friend" })).toBeEnabled();
  await expect(form.getByLabel("Your name")).toHaveValue("Typed");
  // Untouched, the field offers the remembered name.
  await page.unroute(scripts);
  await page.reload();
  await expect(form.getByRole("button", { name: "Race a friend" })).toBeEnabled();
  await expect(form.getByLabel("Your name")).toHaveValue("Stored");
});
