"use client";

import Link from "next/link";

export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted">This page hit an error. Trying again usually helps.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md border border-accent bg-accent px-4 py-2 font-medium text-accent-fg"
        >
          Try again
        </button>
        <Link href="/" className="rounded-md border border-border px-4 py-2 font-medium">
          Home
        </Link>
      </div>
    </div>
  );
}
