import Link from "next/link";

/** A game that cannot be opened: someone else's, a dead link, or the server's refusal. */
export function GameUnavailable({ code, message }: { code: string; message: string }) {
  const missing = code === "not_found" || code === "forbidden";
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-bold">
        {missing ? "This game is not available" : "Could not open this game"}
      </h1>
      <p className="mt-2 text-muted">
        {code === "forbidden"
          ? "It belongs to another player."
          : missing
            ? "There is no game with this link."
            : message}
      </p>
      <Link
        href="/play"
        className="mt-6 inline-block rounded-md border border-accent bg-accent px-4 py-2 font-medium text-accent-fg"
      >
        Start a new game
      </Link>
    </div>
  );
}
