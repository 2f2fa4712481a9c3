import { expect, test } from "@playwright/test";

test("an unknown game says so and offers a new one; a malformed id is a 404", async ({ page }) => {
  await page.goto("/play/nosuchgame123");
  await expect(page.getByRole("heading", { name: "This game is not available" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start a new game" })).toHaveAttribute(
    "href",
    "/play",
  );

  const response = await page.goto("/play/not!a!game");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
