"use client";

import { signOutHere } from "./sign-out";
import { useState, type FormEvent } from "react";
import { DISPLAY_NAME_MAX, PASSWORD_MIN } from "@/lib/account/rules";
import type { AccountResponse } from "@/lib/account/schemas";
import { BUTTON_DANGER, BUTTON_PRIMARY, BUTTON_SECONDARY, Field, FormMessage } from "./form-parts";

async function send(method: string, url: string, body: object): Promise<AccountResponse> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  const parsed = (await response?.json().catch(() => null)) as AccountResponse | null;
  return parsed ?? { ok: false, message: "The server did not answer: try again." };
}

type Outcome = { tone: "ok" | "error"; message: string; field?: string } | null;

export function DisplayNameForm({ displayName }: { displayName: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const name = String(new FormData(event.currentTarget).get("displayName") ?? "");
    const result = await send("PATCH", "/api/account", { displayName: name });
    setBusy(false);
    // A full reload shows the new name in the header too (a server component).
    if (result.ok) window.location.reload();
    else setOutcome({ tone: "error", message: result.message });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="name-heading">
      <h2 id="name-heading" className="text-xl font-semibold">
        Display name
      </h2>
      <Field
        id="displayName"
        label="Shown to others as"
        defaultValue={displayName}
        maxLength={DISPLAY_NAME_MAX}
        required
        error={outcome?.tone === "error" ? outcome.message : null}
      />
      <button type="submit" className={`${BUTTON_SECONDARY} self-start`} disabled={busy}>
        Save name
      </button>
    </form>
  );
}

export function PasswordForm({ username }: { username: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const password = String(data.get("newPassword") ?? "");
    setBusy(true);
    const result = await send("POST", "/api/account/password", { currentPassword, password });
    if (!result.ok) {
      setBusy(false);
      setOutcome({ tone: "error", message: result.message, field: result.field });
      return;
    }
    // Every session of the account ended with the change, this one too: sign in afresh.
    // next-auth's client loads here, not with the page (each page has a first-load budget).
    const { signIn } = await import("next-auth/react");
    await signIn("credentials", { username, password, redirect: false });
    setBusy(false);
    form.reset();
    setOutcome({ tone: "ok", message: "Password changed. Other devices are signed out." });
  }
  const errorFor = (field: string) =>
    outcome?.tone === "error" && outcome.field === field ? outcome.message : null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-xl font-semibold">
        Password
      </h2>
      {/* Lets password managers pair the new password with the account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <Field
        id="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errorFor("currentPassword")}
      />
      <Field
        id="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        required
        hint={`At least ${PASSWORD_MIN} characters, not your username.`}
        error={errorFor("password")}
      />
      <FormMessage
        message={outcome && !outcome.field ? outcome.message : null}
        tone={outcome?.tone ?? "ok"}
      />
      <button type="submit" className={`${BUTTON_SECONDARY} self-start`} disabled={busy}>
        Change password
      </button>
    </form>
  );
}

export function SignOutButton() {
  return (
    <button
      type="button"
      className={`${BUTTON_PRIMARY} self-start`}
      onClick={() => void signOutHere("/")}
    >
      Sign out
    </button>
  );
}

/** Ends every session of the account (other devices, copied cookies), then this one. */
export function SignOutEverywhereButton() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    const result = await send("DELETE", "/api/account/sessions", {});
    if (!result.ok) {
      setBusy(false);
      setError(result.message);
      return;
    }
    await signOutHere("/");
  }
  return (
    <div className="flex flex-col gap-1">
      {/* Under its button: above it, it read as the plain Sign out's description. */}
      <button
        type="button"
        className={`${BUTTON_SECONDARY} self-start`}
        disabled={busy}
        aria-describedby="sign-out-everywhere-help"
        onClick={() => void click()}
      >
        Sign out everywhere
      </button>
      <p id="sign-out-everywhere-help" className="text-muted">
        Signs you out here and on every other device (a lost phone, a shared computer). Games open
        there stop until you sign in there again.
      </p>
      <FormMessage tone="error" message={error} />
    </div>
  );
}

export function DeleteAccountForm() {
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const confirm = String(data.get("confirmDelete") ?? "");
    if (confirm.trim().toLowerCase() !== "delete") {
      setError({ field: "confirm", message: 'Type "delete" to confirm.' });
      return;
    }
    setBusy(true);
    const currentPassword = String(data.get("deletePassword") ?? "");
    const result = await send("DELETE", "/api/account", { confirm: "delete", currentPassword });
    if (!result.ok) {
      setBusy(false);
      setError({ field: result.field, message: result.message });
      return;
    }
    await signOutHere("/");
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-xl font-semibold">
        Delete account
      </h2>
      <p className="text-muted">
        Your account and sign-in go for good. Your games stay in other players&apos; races and
        replays, without your name.
      </p>
      <Field
        id="deletePassword"
        label="Your password, to confirm"
        type="password"
        autoComplete="current-password"
        hint="An account made with GitHub or Google: leave it empty, right after signing in."
        error={error?.field === "currentPassword" ? error.message : null}
      />
      <Field
        id="confirmDelete"
        label='Type "delete" to confirm'
        autoComplete="off"
        error={error && error.field !== "currentPassword" ? error.message : null}
      />
      <button type="submit" className={`${BUTTON_DANGER} self-start`} disabled={busy}>
        Delete my account
      </button>
    </form>
  );
}
