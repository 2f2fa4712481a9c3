"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { BUTTON_PRIMARY, BUTTON_SECONDARY, Field, FormMessage } from "./form-parts";

/** What a failed sign-in says: never which of the two was wrong. */
const FAILED = "Wrong username or password.";
const RATE_LIMITED = "Too many attempts: wait a minute, then try again.";

export interface SignInFormProps {
  callbackUrl: string;
  providers: { id: string; name: string }[];
  /** An error next-auth sent back in the URL (an OAuth failure, a rate limit). */
  initialError?: string | null;
}

export function SignInForm({ callbackUrl, providers, initialError }: SignInFormProps) {
  const [error, setError] = useState<string | null>(initialError ? messageFor(initialError) : null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn("credentials", {
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    }).catch(() => null);
    if (result?.ok && !result.error) {
      // A full load: the page's socket must reconnect with the new session cookie.
      window.location.assign(callbackUrl);
      return;
    }
    setBusy(false);
    setError(messageFor(result?.error ?? "CredentialsSignin"));
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          id="username"
          label="Username"
          autoComplete="username"
          required
          autoCapitalize="none"
          spellCheck={false}
        />
        <Field
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormMessage message={error} tone="error" />
        <button type="submit" className={BUTTON_PRIMARY} disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      {providers.length > 0 ? (
        <div className="flex flex-col gap-2">
          {providers.map((provider) => (
            <button
              key={provider.id}
              type="button"
              className={BUTTON_SECONDARY}
              onClick={() => void signIn(provider.id, { callbackUrl })}
            >
              Sign in with {provider.name}
            </button>
          ))}
        </div>
      ) : null}
      <p className="text-muted">
        No account yet?{" "}
        <Link
          href={`/signup?callbackUrl=${encodeURIComponent(callbackUrl)}`}
          className="text-fg underline"
        >
          Sign up
        </Link>
      </p>
    </div>
  );
}

function messageFor(code: string): string {
  if (code === "RateLimited") return RATE_LIMITED;
  if (code === "CredentialsSignin") return FAILED;
  return "Signing in did not work: try again.";
}
