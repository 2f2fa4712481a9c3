"use client";

import "./globals.css";

// Replaces the root layout when the layout itself fails, so it brings its own html and body.
export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="bg-bg text-fg">
        <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
          <h1 className="text-2xl font-bold">Nonet hit an error</h1>
          <p className="mt-2 text-muted">Reload the page, or try again.</p>
          <button
            type="button"
            onClick={reset}
            className="mt-6 rounded-md border border-accent bg-accent px-4 py-2 font-medium text-accent-fg"
          >
            Try again
          </button>
        </div>
      </body>
    </html>
  );
}
