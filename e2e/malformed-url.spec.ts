/**
 * Request targets Next must never see, against the built app: malformed %-encoding gets the
 * styled not-found page with 404 (not a bare 500); absolute-form targets get 400 and never a
 * redirect to another host. Raw sockets, because browsers and fetch() normalise such targets.
 */
import { connect } from "node:net";
import { expect, test } from "@playwright/test";

/** Sends one raw request line to the app and reads the whole response. */
function rawGet(
  baseURL: string,
  target: string,
  method = "GET",
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (data += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, ...rest] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), head, body: rest.join("\r\n\r\n") });
    });
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  });
}

for (const target of ["/play/%ZZ%ZZabcdefgh", "/%", "/solver/%E0%A4%A", "/play/%ZZ?x=1"]) {
  test(`${target} answers the styled not-found page with 404`, async ({ baseURL }) => {
    const response = await rawGet(baseURL!, target);
    expect(response.status).toBe(404);
    expect(response.body).toContain("Page not found");
  });
}

for (const target of ["http://evil.example/", "http://evil.example/play", "evil.example:80"]) {
  test(`absolute-form ${target} answers 400 and no redirect`, async ({ baseURL }) => {
    const response = await rawGet(baseURL!, target);
    expect(response.status).toBe(400);
    expect(response.head.toLowerCase()).not.toContain("location:");
  });
}

test("OPTIONS * is answered, not a 500", async ({ baseURL }) => {
  const response = await rawGet(baseURL!, "*", "OPTIONS");
  expect(response.status).toBe(204);
  expect(response.head.toLowerCase()).toContain("allow:");
});

test("a malformed URL in the browser shows the styled not-found page", async ({ page }) => {
  const response = await page.goto("/play/%ZZ%ZZabcdefgh");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
