"use client";

/**
 * The open account menu (see account-menu.tsx): its items, the keys that move among them and
 * a press outside that closes it. Loaded when the menu first opens, so the header on every
 * page carries only the button.
 */
import Link from "next/link";
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";

const ITEM =
  "flex min-h-11 w-full items-center rounded px-3 text-left hover:bg-[var(--peer)] focus-visible:bg-[var(--peer)]";

export interface AccountMenuPanelProps {
  id: string;
  username: string;
  moderator: boolean;
  /** Which item takes focus as the menu opens: the first, or the last (opened with Up). */
  start: "first" | "last";
  /** The menu and its button: a press anywhere else closes the menu. */
  root: RefObject<HTMLDivElement | null>;
  /** Closes the menu; `refocus` gives focus back to the button (Escape). */
  onClose: (refocus: boolean) => void;
}

export function AccountMenuPanel({
  id,
  username,
  moderator,
  start,
  root,
  onClose,
}: AccountMenuPanelProps) {
  const [signingOut, setSigningOut] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  useEffect(() => {
    const list = items();
    (start === "first" ? list[0] : list.at(-1))?.focus();
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [start, root, onClose]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === "Escape") onClose(true);
    else if (event.key === "Tab") onClose(false);
    else if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(list.length - 1);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <div
      ref={menu}
      id={`${id}-menu`}
      role="menu"
      aria-labelledby={`${id}-button`}
      onKeyDown={onMenuKey}
      className="absolute right-0 z-50 mt-1 flex w-48 flex-col rounded-lg border border-border bg-surface p-1 text-base shadow-lg"
    >
      <Link
        role="menuitem"
        href={`/u/${encodeURIComponent(username)}`}
        className={ITEM}
        onClick={() => onClose(false)}
      >
        Profile
      </Link>
      <Link role="menuitem" href="/account" className={ITEM} onClick={() => onClose(false)}>
        Settings
      </Link>
      {moderator ? (
        <Link role="menuitem" href="/admin/review" className={ITEM} onClick={() => onClose(false)}>
          Review queue
        </Link>
      ) : null}
      <button
        type="button"
        role="menuitem"
        disabled={signingOut}
        className={`${ITEM} border-t border-border`}
        onClick={() => {
          setSigningOut(true);
          void import("./sign-out")
            .then(({ signOutHere }) => signOutHere())
            .catch(() => setSigningOut(false));
        }}
      >
        {signingOut ? "Signing out…" : "Sign out"}
      </button>
    </div>
  );
}
