import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./account-helpers";

const freshUsername = () => `menu_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const menuButton = (page: Page) => page.getByTestId("account-link");

test("a guest sees Sign in, not a menu", async ({ page }) => {
  await page.goto("/");
  await expect(menuButton(page)).toHaveText("Sign in");
  await expect(page.getByRole("button", { name: /Sign in/ })).toHaveCount(0);
  await menuButton(page).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("the menu under the name reaches Profile and Settings and signs out in one click", async ({
  page,
}) => {
  const username = freshUsername();
  await signUp(page, username, "Ada Menu");
  await expect(menuButton(page)).toHaveText("Ada Menu");
  // One control for the account in the header: no separate Profile link.
  await expect(page.getByRole("banner").getByRole("link", { name: "Profile" })).toHaveCount(0);

  // By keyboard: Enter opens on the first item, arrows move, Escape closes and gives focus back.
  await menuButton(page).focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");

  // Settings: every setting on one page.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Game and display" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Display name" })).toBeVisible();

  // Profile, by pointer; a press outside closes the menu.
  await menuButton(page).click();
  await expect(menu).toBeVisible();
  await page.getByRole("main").click({ position: { x: 5, y: 5 } });
  await expect(menu).toBeHidden();
  await menuButton(page).click();
  await menu.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${username}$`));
  await expect(page.getByTestId("profile-name")).toHaveText("Ada Menu");
  await expect(menu).toBeHidden();

  // Sign out: one click in the menu.
  await menuButton(page).click();
  await menu.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menuButton(page)).toHaveText("Sign in");
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faccount$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the menu opens by touch, fits the screen and signs out", async ({ page }) => {
    await signUp(page, freshUsername(), "Phone Player");
    await menuButton(page).tap();
    const menu = page.getByRole("menu");
    const box = await menu.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await menu.getByRole("menuitem", { name: "Sign out" }).tap();
    await expect(menuButton(page)).toHaveText("Sign in");
  });
});
