import Link from "next/link";
import { ERROR_CODES } from "@/lib/game/protocol";
import type { Connection } from "./game/use-connection";

/**
 * What the player should know about the link to the server, in place of an endless
 * "Loading game…": nothing while connected, a note while it comes back, the server's reason
 * (with a way out) when it refused the page.
 */
export function ConnectionBanner({ connection }: { connection: Connection }) {
  switch (connection.status) {
    case "connected":
    case "connecting":
      return null;
    case "reconnecting":
      return <Banner>Reconnecting… Your moves are kept and sent when the link is back.</Banner>;
    case "offline":
      return <Banner>Offline. Your moves are kept and sent when you are back online.</Banner>;
    case "no-cookies":
      return (
        <Banner tone="bad">
          Nonet needs cookies to keep your game. Allow cookies for this site and reload.
        </Banner>
      );
    case "signed-out":
      return (
        <Banner tone="bad">
          {connection.message}{" "}
          <a href={signInHref()} className="ml-2 underline">
            Sign in
          </a>
        </Banner>
      );
    case "closed":
      return (
        <Banner tone="bad">
          The server closed this page&apos;s connection. <ReloadButton />
        </Banner>
      );
    case "refused":
      if (connection.refusal.code === ERROR_CODES.outdated) {
        return (
          <Banner tone="bad">
            This page is out of date. <ReloadButton />
          </Banner>
        );
      }
      return (
        <Banner tone="bad">
          {connection.refusal.message}{" "}
          <Link href="/" className="ml-2 underline">
            Home
          </Link>{" "}
          <Link href="/play" className="ml-2 underline">
            New game
          </Link>
        </Banner>
      );
  }
}

function Banner({ children, tone }: { children: React.ReactNode; tone?: "bad" }) {
  return (
    <div
      role="status"
      data-testid="connection-banner"
      // Floats over the page instead of pushing the board down when the connection drops.
      className={`fixed inset-x-2 top-2 z-30 mx-auto max-w-md rounded-md border bg-surface px-3 py-2 text-sm shadow-md ${tone === "bad" ? "border-conflict text-conflict" : "border-border"}`}
    >
      {children}
    </div>
  );
}

/** The sign-in page, coming back here afterwards. */
function signInHref(): string {
  if (typeof window === "undefined") return "/signin";
  return `/signin?callbackUrl=${encodeURIComponent(window.location.pathname)}`;
}

function ReloadButton() {
  return (
    <button
      type="button"
      onClick={() => location.reload()}
      className="ml-2 rounded-md border border-accent bg-accent px-3 py-1 font-medium text-accent-fg"
    >
      Reload
    </button>
  );
}
