"use client";

/**
 * The signed-in player's menu under their name in the header: Profile, Settings, Sign out.
 * A menu button as WAI-ARIA describes it: Enter, Space or Down opens it on the first item, Up
 * on the last; arrows, Home and End move; Escape closes it and gives focus back to the button;
 * Tab or a press outside closes it. Only the button is in every page's first load: the open
 * menu (account-menu-panel.tsx) loads when it first opens.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";

const AccountMenuPanel = lazy(() =>
  import("./account-menu-panel").then((m) => ({ default: m.AccountMenuPanel })),
);

export function AccountMenu({
  displayName,
  username,
  moderator = false,
}: {
  displayName: string;
  username: string;
  /** Moderators get the review queue in their menu. */
  moderator?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // Which item takes focus as the menu opens: the first, or the last (opened with Up).
  const [start, setStart] = useState<"first" | "last">("first");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

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
        // Hovering or focusing the name fetches the menu before it is opened.
        onPointerEnter={() => void import("./account-menu-panel")}
        onFocus={() => void import("./account-menu-panel")}
        className="flex min-h-11 max-w-[9rem] items-center gap-1 rounded px-2 hover:underline sm:max-w-[14rem]"
      >
        <span className="truncate">{displayName}</span>
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" className="shrink-0">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuPanel
            id={id}
            username={username}
            moderator={moderator}
            start={start}
            root={root}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
