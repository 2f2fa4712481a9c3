/**
 * The lobby as a joiner on a phone meets it (their own action, who invited them and the terms
 * on the first screen; the invite is the host's), the reason a ready flag went, and links to
 * rooms that are gone.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ROOM_CODE_ALPHABET } from "../lib/game/room-protocol";

const ROOM_URL = new RegExp(`/race/[${ROOM_CODE_ALPHABET}]{6}$`);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A room made from Home by `name`; returns its path (the invite). */
async function createRoom(page: Page, name: string): Promise<string> {
  await page.goto("/");
  const create = page.getByTestId("race-a-friend");
  await create.getByLabel("Your name").fill(name);
  await create.getByRole("button", { name: "Race a friend" }).click();
  await page.waitForURL(ROOM_URL, { timeout: 20_000 });
  return new URL(page.url()).pathname;
}

/** Each of `locators` lies wholly inside the page's first screen (no scrolling needed). */
async function expectOnFirstScreen(page: Page, locators: Locator[]): Promise<void> {
  const screen = page.viewportSize()!;
  const scrolled = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect(box, String(locator)).not.toBeNull();
    const top = box!.y + scrolled.y;
    const left = box!.x + scrolled.x;
    expect(top, String(locator)).toBeGreaterThanOrEqual(0);
    expect(top + box!.height, String(locator)).toBeLessThanOrEqual(screen.height);
    expect(left, String(locator)).toBeGreaterThanOrEqual(0);
    expect(left + box!.width, String(locator)).toBeLessThanOrEqual(screen.width);
  }
}

test("a joiner on a phone sees I'm ready, who invited them and the level at once; the host keeps the invite", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await browser.newContext();
  const phone = await browser.newContext(PHONE);
  try {
    const a = await host.newPage();
    const path = await createRoom(a, "Ada");

    // The invite, opened on a phone with no name yet: who invited them and to what, first.
    const b = await phone.newPage();
    await b.goto(path);
    const invited = b.getByRole("heading", { name: "Ada invited you to a race" });
    const level = b.getByTestId("settings").getByText("Easy", { exact: true });
    await expect(invited).toBeVisible();
    await expectOnFirstScreen(b, [invited, level, b.getByLabel("Your name")]);
    await b.getByLabel("Your name").fill("Bea");
    await b.getByRole("button", { name: "Join", exact: true }).click();

    // In the lobby: their one action, the inviter and the level, all on the first screen.
    const ready = b.getByRole("button", { name: "I'm ready" });
    await expect(ready).toBeVisible();
    await expect(b.getByTestId("invited-by")).toHaveText("Ada invited you");
    await expectOnFirstScreen(b, [
      ready,
      b.getByTestId("invited-by"),
      b.getByTestId("settings").getByText("Easy", { exact: true }),
    ]);
    // The code, link and QR are the host's: folded away for a joiner, there when asked for.
    await expect(b.getByTestId("room-code")).toBeHidden();
    await expect(b.getByRole("img", { name: "QR code of the invite link" })).toBeHidden();
    await b.getByText("Invite others").click();
    await expect(b.getByRole("textbox", { name: "Invite link" })).toBeVisible();

    // The host still has the invite up front, and sees Bea ready when she presses it.
    await expect(a.getByRole("textbox", { name: "Invite link" })).toBeVisible();
    await expect(a.getByTestId("room-code")).toBeVisible();
    await expect(a.getByTestId("invited-by")).toHaveCount(0);
    await ready.click();
    await expect(a.getByTestId("member").filter({ hasText: "Bea" })).toContainText("Ready ✓");
  } finally {
    await host.close();
    await phone.close();
  }
});

test("a ready flag cleared by the host's level change says why, until ready again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await browser.newContext();
  const phone = await browser.newContext(PHONE);
  try {
    await phone.addInitScript(() => window.localStorage.setItem("nonet.name", "Bea"));
    const a = await host.newPage();
    const path = await createRoom(a, "Ada");
    const b = await phone.newPage();
    await b.goto(path);
    await b.getByRole("button", { name: "I'm ready" }).click();
    const beaRow = a.getByTestId("member").filter({ hasText: "Bea" });
    await expect(beaRow).toContainText("Ready ✓");

    await a.getByLabel("Level").selectOption("hard");
    await expect(beaRow).toContainText("Not ready");
    const why = b.getByTestId("ready-cleared");
    await expect(why).toHaveText("Ada changed the level to Hard: press I'm ready again.");
    await expect(b.getByTestId("settings")).toContainText("Hard");
    const ready = b.getByRole("button", { name: "I'm ready" });
    await expect(ready).toHaveAttribute("aria-pressed", "false");
    await expectOnFirstScreen(b, [why, ready]);

    await ready.click();
    await expect(beaRow).toContainText("Ready ✓");
    await expect(why).toHaveText("");
  } finally {
    await host.close();
    await phone.close();
  }
});

test("a link to a race that never existed says so and offers a race of one's own", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("nonet.name", "Cy"));
  await page.goto("/race/XY3479");
  await expect(page.getByRole("heading", { name: "This race does not exist" })).toBeVisible();
  await expect(page.getByText("No race has ever had the code XY3479.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Watch the replay" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New game" })).toHaveCount(0);
  await page.getByRole("link", { name: "Create a race" }).click();
  await expect(page).toHaveURL(/\/race$/);
  await expect(page.getByTestId("race-a-friend")).toBeVisible();
});
