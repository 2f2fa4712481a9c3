import type { Metadata } from "next";
import Link from "next/link";

// The layout's template makes this "Page not found · Nonet", like every other page's title.
export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-muted">404</p>
      <h1 className="mt-1 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-muted">
        There is nothing at this address. The link may be mistyped, or the game it pointed to is
        gone.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link
          href="/"
          className="rounded-md border border-accent bg-accent px-4 py-2 font-medium text-accent-fg"
        >
          Home
        </Link>
        <Link href="/play" className="rounded-md border border-border px-4 py-2 font-medium">
          New game
        </Link>
      </div>
    </div>
  );
}
