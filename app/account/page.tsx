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
import { SettingsForm } from "@/components/profile/settings-form";
import { appContext } from "@/server/auth/app-context";
import { currentUser } from "@/server/auth/request";
import { accountSettings } from "@/server/profiles/settings";

export const metadata: Metadata = { title: "Settings" };

export default async function AccountPage() {
  // The session is checked before anything else is read.
  const user = await currentUser();
  if (!user) redirect("/signin?callbackUrl=%2Faccount");
  const settings = (await accountSettings(appContext().db, user.id)) ?? {};
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8 py-6">
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Settings</h1>
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
            Your profile: games, times and dailies
          </Link>
        </p>
      </section>
      {/* Every setting in one place: how the game looks and plays, then the account. */}
      <SettingsForm stored={settings} />
      <DisplayNameForm displayName={user.displayName} />
      <PasswordForm username={user.username} />
      <section aria-labelledby="sign-out-heading" className="flex flex-col gap-3">
        <h2 id="sign-out-heading" className="text-xl font-semibold">
          Sign out
        </h2>
        <SignOutButton />
        <SignOutEverywhereButton />
      </section>
      <DeleteAccountForm />
    </div>
  );
}
