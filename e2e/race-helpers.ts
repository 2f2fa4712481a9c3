import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ROOM_CODE_ALPHABET } from "../lib/game/room-protocol";
import { cellLocator, readBoard, solutionOf, waitForAcks } from "./helpers";

export const ROOM_URL = new RegExp(`/race/[${ROOM_CODE_ALPHABET}]{6}$`);
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;

/** A browser of its own for one player, their name remembered (no name form on the way). */
export async function player(
  browser: Browser,
  name: string,
  options: { phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options.phone ? PHONE : {});
  await context.addInitScript((n) => window.localStorage.setItem("nonet.name", n), name);
  return { context, page: await context.newPage() };
}

/** The host creates a room from Home; returns the room's path. */
export async function createRoom(page: Page): Promise<string> {
  await page.goto("/");
  await page.getByTestId("race-a-friend").getByRole("button", { name: "Race a friend" }).click();
  await page.waitForURL(ROOM_URL, { timeout: 20_000 });
  return new URL(page.url()).pathname;
}

/** Waits for the race board (after the countdown) and returns its empty cells. */
export async function raceBoard(page: Page): Promise<number[]> {
  await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible({
    timeout: 20_000,
  });
  return (await readBoard(page)).filter((c) => !c.given).map((c) => c.cell);
}

/** Types the solution's digit into every empty cell and waits for the server's acks. */
export async function solveRace(page: Page): Promise<void> {
  const empties = await raceBoard(page);
  const solution = await solutionOf(page);
  for (const cell of empties) {
    await cellLocator(page, cell).click();
    await page.keyboard.press(String(solution[cell]));
  }
  await waitForAcks(page);
}

/** Host and friends in the lobby, every friend ready, then the host starts the race. */
export async function startWith(host: Page, friends: Page[]): Promise<string> {
  const path = await createRoom(host);
  for (const friend of friends) {
    await friend.goto(path);
    await friend.getByRole("button", { name: "I'm ready" }).click();
    await expect(friend.getByRole("button", { name: /Ready ✓/ })).toBeVisible();
  }
  await host.getByRole("button", { name: "Start the race" }).click();
  return path;
}
