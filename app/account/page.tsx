import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import {
  DeleteAccountForm,
  DisplayNameForm,
  PasswordForm,
  SignOutButton,
  SignOutEverywhereButton,
} from "@/components/account/account-forms";
import { currentUser } from "@/server/auth/request";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  // The session is checked before anything else is read.
  const user = await currentUser();
  if (!user) redirect("/signin?callbackUrl=%2Faccount");
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8 py-6">
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="text-muted">
          Signed in as <span className="font-medium text-fg">{user.username}</span>, shown to others
          as{" "}
          <span className="font-medium text-fg" data-testid="display-name">
            {user.displayName}
          </span>
          .
        </p>
        <p>
          <Link
            href={`/u/${encodeURIComponent(user.username)}`}
            className="text-accent underline"
            data-testid="own-profile-link"
          >
            Your profile, games and settings
          </Link>
        </p>
        <SignOutButton />
        <SignOutEverywhereButton />
      </section>
      <DisplayNameForm displayName={user.displayName} />
      <PasswordForm username={user.username} />
      <DeleteAccountForm />
    </div>
  );
}
