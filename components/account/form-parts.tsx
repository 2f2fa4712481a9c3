/** The pieces the account forms share: a labelled field and the form's buttons. */
import type { InputHTMLAttributes, ReactNode } from "react";

export const BUTTON_PRIMARY =
  "min-h-11 rounded-md border border-accent bg-accent px-4 py-2 font-medium text-accent-fg disabled:opacity-60";
export const BUTTON_SECONDARY =
  "min-h-11 rounded-md border border-border bg-surface px-4 py-2 font-medium disabled:opacity-60";
export const BUTTON_DANGER =
  "min-h-11 rounded-md border border-conflict px-4 py-2 font-medium text-conflict disabled:opacity-60";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** An input with its label above, an optional hint and an error read out with it. */
export function Field({ id, label, hint, error, ...input }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={id}
        className="min-h-11 w-full rounded-md border border-border bg-surface px-3 py-2 text-fg"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-conflict">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (role=alert so a screen reader hears it when it appears). */
export function FormMessage({ message, tone }: { message: string | null; tone: "error" | "ok" }) {
  // Always rendered: the space is kept, so nothing below jumps when a message appears.
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`min-h-6 text-sm ${tone === "error" ? "text-conflict" : "text-muted"}`}
    >
      {message}
    </p>
  );
}

/**
 * Where to go after signing in: a path on this site only, never another host. Resolved the way
 * a browser would (which drops tabs and newlines, and reads `\\` as `/`), and kept only if it
 * stays on this origin; control characters are refused outright.
 */
export function safeCallback(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  const base = "http://nonet.invalid";
  try {
    const url = new URL(value, base);
    // A path that resolves to `//host` would be read as another host once redirected.
    if (url.origin !== base || url.pathname.startsWith("//")) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
