import Link from "next/link";
import { boardHref, type BoardParams } from "@/lib/leaderboard/board-params";

const LINK =
  "flex min-h-11 items-center rounded-md border border-border bg-surface px-3 hover:underline";

export function BoardPager({ params, pages }: { params: BoardParams; pages: number }) {
  if (pages <= 1 && params.page === 1) return null;
  const { page } = params;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link
          href={boardHref({ ...params, page: Math.min(page - 1, pages) })}
          className={LINK}
          rel="prev"
        >
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      {page <= pages ? (
        <span aria-current="page">
          Page {page} of {pages}
        </span>
      ) : (
        // Past the end (an old link, a typed URL): the notice above says so; point back.
        <span>{pages === 0 ? "No pages yet" : `The last page is ${pages}`}</span>
      )}
      {page < pages ? (
        <Link href={boardHref({ ...params, page: page + 1 })} className={LINK} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
