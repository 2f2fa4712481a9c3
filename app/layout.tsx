import type { Metadata, Viewport } from "next";
import Link from "next/link";
import { AccountControl } from "./account-control";
import { ThemeToggle } from "@/components/theme-toggle";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Nonet", template: "%s · Nonet" },
  description:
    "Race your friends at honest Sudoku: the same puzzle at the same instant, or play alone with notes, hints and a solver that explains.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f7f7f5" },
    { media: "(prefers-color-scheme: dark)", color: "#111318" },
  ],
};

// Runs before first paint so a stored or system dark theme never flashes light.
const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem("nonet-theme");if(t!=="light"&&t!=="dark"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}document.documentElement.dataset.theme=t}catch(e){}})()`;

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="bg-bg text-fg antialiased">
        {/* A phone gets two rows: the name, the account and the theme above, the pages below;
            one row of all of them needs about 400 px. */}
        <header className="mx-auto flex max-w-5xl flex-wrap items-center justify-between px-3 py-1 sm:flex-nowrap sm:px-6 sm:py-2">
          <Link href="/" className="flex min-h-11 items-center text-lg font-bold tracking-tight">
            Nonet
          </Link>
          <nav
            aria-label="Pages"
            className="order-last flex w-full items-center justify-between text-sm sm:order-none sm:ml-auto sm:w-auto sm:justify-end sm:gap-3"
          >
            {/* Racing a friend is the app's main idea: first in the header. */}
            <Link
              href="/race"
              className="flex min-h-11 items-center rounded px-2 font-semibold hover:underline"
            >
              Race
            </Link>
            <Link href="/play" className="flex min-h-11 items-center rounded px-2 hover:underline">
              Play
            </Link>
            <Link href="/daily" className="flex min-h-11 items-center rounded px-2 hover:underline">
              Daily
            </Link>
            <Link
              href="/leaderboard"
              className="flex min-h-11 items-center rounded px-2 hover:underline"
            >
              Leaderboard
            </Link>
            <Link
              href="/solver"
              className="flex min-h-11 items-center rounded px-2 hover:underline"
            >
              Solver
            </Link>
          </nav>
          <div className="flex min-w-0 items-center gap-1 text-sm sm:gap-3">
            <AccountControl />
            <ThemeToggle />
          </div>
        </header>
        <main className="mx-auto max-w-5xl px-3 pb-10 sm:px-6">{children}</main>
      </body>
    </html>
  );
}
