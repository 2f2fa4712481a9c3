"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import {
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  displayNameProblem,
  passwordProblem,
  usernameProblem,
} from "@/lib/account/rules";
import type { AccountResponse } from "@/lib/account/schemas";
import { BUTTON_PRIMARY, Field, FormMessage } from "./form-parts";

type Errors = Partial<Record<"username" | "password" | "displayName" | "form", string>>;

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const displayName = String(form.get("displayName") ?? "");
    // The same rules the server applies, checked here first to save a round trip.
    const found: Errors = {};
    const usernameIssue = usernameProblem(username);
    if (usernameIssue) found.username = usernameIssue;
    const passwordIssue = passwordProblem(password, username);
    if (passwordIssue) found.password = passwordIssue;
    const nameIssue = displayName.trim() ? displayNameProblem(displayName) : null;
    if (nameIssue) found.displayName = nameIssue;
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    const response = await fetch("/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password, ...(displayName.trim() && { displayName }) }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as AccountResponse | null;
    if (!body?.ok) {
      setBusy(false);
      const field = body && !body.ok && body.field ? (body.field as keyof Errors) : "form";
      setErrors({ [field]: body?.message ?? "Signing up did not work: try again." });
      return;
    }
    const result = await signIn("credentials", { username, password, redirect: false });
    // A full load: the page's socket must reconnect with the new session cookie.
    window.location.assign(result?.ok ? callbackUrl : "/signin");
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          id="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX}
          hint={`${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, _ and -.`}
          error={errors.username}
        />
        <Field
          id="displayName"
          label="Display name (optional)"
          autoComplete="nickname"
          hint="What others see in races. Your username if you leave it empty."
          error={errors.displayName}
        />
        <Field
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          hint={`At least ${PASSWORD_MIN} characters. A few words you can remember work well.`}
          error={errors.password}
        />
        <FormMessage message={errors.form ?? null} tone="error" />
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
          {busy ? "Creating your account…" : "Sign up"}
        </button>
      </form>
      <p className="text-muted">
        Games you played on this browser as a guest come with you.{" "}
        <Link
          href={`/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="text-fg underline"
        >
          Sign in
        </Link>{" "}
        instead if you have an account.
      </p>
    </div>
  );
}
