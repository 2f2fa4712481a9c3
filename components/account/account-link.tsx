/**
 * The header's account control: the signed-in player's menu (Profile, Settings, Sign out) under
 * their display name, or "Sign in". Rendered on the server with the page, so the header never
 * shifts. React escapes the name: it is text, whatever it contains.
 */
import Link from "next/link";
import { AccountMenu } from "./account-menu";

export function AccountLink({
  user,
  moderator = false,
}: {
  user: { username: string; displayName: string } | null;
  moderator?: boolean;
}) {
  return user ? (
    <AccountMenu displayName={user.displayName} username={user.username} moderator={moderator} />
  ) : (
    <Link
      href="/signin"
      className="flex min-h-11 items-center rounded px-2 hover:underline"
      data-testid="account-link"
    >
      Sign in
    </Link>
  );
}
