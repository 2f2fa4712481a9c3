import { expect, test, type Locator, type Page } from "@playwright/test";
import { ROOM_CODE_ALPHABET } from "../lib/game/room-protocol";
import { cellLocator, readBoard, solutionOf, waitForAcks } from "./helpers";

const ROOM_URL = new RegExp(`/race/[${ROOM_CODE_ALPHABET}]{6}$`);

/** True when a press at the middle of `target` reaches it (nothing drawn over it). */
async function reachable(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const handle = await target.elementHandle();
  return page.evaluate(
    ([x, y, el]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (el as Element).contains(hit);
    },
    [box.x + box.width / 2, box.y + box.height / 2, handle] as const,
  );
}

test("on a phone mid-race, the finish banner leaves the header's links in sight and in reach", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ada = await browser.newContext();
  const bea = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  try {
    const a = await ada.newPage();
    const b = await bea.newPage();
    await a.goto("/race");
    await a.getByLabel("Your name").fill("Ada");
    await a.getByRole("button", { name: "Create a race" }).click();
    await a.waitForURL(ROOM_URL, { timeout: 20_000 });
    await b.goto(new URL(a.url()).pathname);
    await b.getByLabel("Your name").fill("Bea");
    await b.getByRole("button", { name: "Join", exact: true }).click();
    await b.getByRole("button", { name: "I'm ready" }).click();
    await a.getByRole("button", { name: "Start the race" }).click();

    for (const page of [a, b]) {
      await expect(page.locator('[role="grid"] [data-given="true"]').first()).toBeVisible({
        timeout: 20_000,
      });
    }
    const empties = (await readBoard(a)).filter((c) => !c.given).map((c) => c.cell);
    const solution = await solutionOf(a);
    for (const cell of empties) {
      await cellLocator(a, cell).click();
      await a.keyboard.press(String(solution[cell]));
    }
    await waitForAcks(a);

    // Bea, still racing on her phone, sees Ada's finish announced...
    const banner = b.getByTestId("finish-banner");
    await expect(banner).toContainText("Ada");
    // ...under the header, whose page links and account control stay usable.
    const header = await b.getByRole("banner").boundingBox();
    const pill = await banner.locator("p").boundingBox();
    expect(pill!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    const nav = b.getByRole("navigation", { name: "Pages" });
    for (const link of [
      nav.getByRole("link", { name: "Race" }),
      nav.getByRole("link", { name: "Solver" }),
      b.getByTestId("account-link"),
    ]) {
      expect(await reachable(b, link)).toBe(true);
    }
  } finally {
    await ada.close();
    await bea.close();
  }
});
