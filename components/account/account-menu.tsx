"use client";

/**
 * The signed-in player's menu under their name in the header: Profile, Settings, Sign out.
 * A menu button as WAI-ARIA describes it: Enter, Space or Down opens it on the first item, Up
 * on the last; arrows, Home and End move; Escape closes it and gives focus back to the button;
 * Tab or a press outside closes it. Kept small: it is in every page's first load.
 */
import Link from "next/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { signOutHere } from "./sign-out";

const ITEM =
  "flex min-h-11 w-full items-center rounded px-3 text-left hover:bg-[var(--peer)] focus-visible:bg-[var(--peer)]";

export function AccountMenu({ displayName, username }: { displayName: string; username: string }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  // Which item takes focus as the menu opens: the first, or the last (opened with Up).
  const [start, setStart] = useState<"first" | "last">("first");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (start === "first" ? list[0] : list.at(-1))?.focus();
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open, start]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === "Escape") close(true);
    else if (event.key === "Tab") setOpen(false);
    else if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(list.length - 1);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-testid="account-link"
        title={`Signed in as ${username}`}
        onClick={() => {
          setStart("first");
          setOpen((was) => !was);
        }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          setStart(event.key === "ArrowDown" ? "first" : "last");
          setOpen(true);
        }}
        className="flex min-h-11 max-w-[9rem] items-center gap-1 rounded px-2 hover:underline sm:max-w-[14rem]"
      >
        <span className="truncate">{displayName}</span>
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" className="shrink-0">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open ? (
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
            onClick={() => setOpen(false)}
          >
            Profile
          </Link>
          <Link role="menuitem" href="/account" className={ITEM} onClick={() => setOpen(false)}>
            Settings
          </Link>
          <button
            type="button"
            role="menuitem"
            disabled={signingOut}
            className={`${ITEM} border-t border-border`}
            onClick={() => {
              setSigningOut(true);
              void signOutHere().catch(() => setSigningOut(false));
            }}
          >
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
