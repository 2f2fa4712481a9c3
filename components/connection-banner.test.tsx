import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ConnectionBanner } from "./connection-banner";
import type { Connection } from "./game/use-connection";

const render = (connection: Connection) =>
  renderToStaticMarkup(<ConnectionBanner connection={connection} />);

describe("connection banner", () => {
  it("says nothing while connected", () => {
    expect(render({ status: "connected" })).toBe("");
  });

  it("tells a reconnecting and an offline page apart", () => {
    expect(render({ status: "reconnecting" })).toContain("Reconnecting");
    expect(render({ status: "offline" })).toContain("Offline");
  });

  it("offers a reload to an out-of-date page", () => {
    const html = render({
      status: "refused",
      refusal: { code: "outdated", message: "Reload the page." },
    });
    expect(html).toContain("This page is out of date");
    expect(html).toMatch(/<button[^>]*>Reload<\/button>/);
  });

  it("shows the server's reason for any other refusal, with a way out", () => {
    const html = render({
      status: "refused",
      refusal: { code: "forbidden", message: "This site may not open games here." },
    });
    expect(html).toContain("This site may not open games here.");
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/play"');
  });

  it("asks for cookies when the browser refuses them", () => {
    expect(render({ status: "no-cookies" })).toContain("Nonet needs cookies to keep your game");
  });

  it("tells a page whose session ended why, with a way to sign in again", () => {
    const html = render({ status: "signed-out", message: "You were signed out everywhere." });
    expect(html).toContain("You were signed out everywhere.");
    expect(html).toMatch(/<a [^>]*href="\/signin[^"]*"[^>]*>Sign in<\/a>/);
    expect(html).not.toContain("Reconnecting");
  });

  it("offers a reload when the server closed the link", () => {
    const html = render({ status: "closed" });
    expect(html).toContain("closed this page");
    expect(html).toMatch(/<button[^>]*>Reload<\/button>/);
  });
});
