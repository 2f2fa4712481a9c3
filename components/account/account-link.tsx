/**
 * The header's account control: the signed-in player's display name (to their account page)
 * and their profile, or "Sign in". Rendered on the server with the page, so the header never
 * shifts. React escapes the name: it is text, whatever it contains.
 */
import Link from "next/link";

export function AccountLink({ user }: { user: { username: string; displayName: string } | null }) {
  return user ? (
    <>
      <Link
        href="/account"
        className="flex min-h-11 max-w-[9rem] items-center rounded px-2 hover:underline sm:max-w-[14rem]"
        data-testid="account-link"
        title={`Signed in as ${user.username}`}
      >
        <span className="truncate">{user.displayName}</span>
      </Link>
      <Link
        href={`/u/${encodeURIComponent(user.username)}`}
        className="flex min-h-11 items-center rounded px-2 hover:underline"
        data-testid="profile-link"
      >
        Profile
      </Link>
    </>
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
