import { expect, test } from "@playwright/test";

test("an unknown address shows the styled 404 page with a title and a way home", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found . Nonet$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New game" })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a game address with an impossible id shows the 404 page", async ({ page }) => {
  const response = await page.goto("/play/not!a*valid-id");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page not found . Nonet$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

// Needs the edge engineer's change that routes malformed URLs to the app's 404 page.
test("a malformed game address (/play/%ZZ) shows the 404 page", async ({ page }) => {
  const response = await page.goto("/play/%ZZ");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
