import { AccountLink } from "@/components/account/account-link";
import { settingsScript } from "@/lib/profile/settings-storage";
import { appContext } from "@/server/auth/app-context";
import { currentUser } from "@/server/auth/request";
import { isModerator } from "@/lib/moderation/roles";
import { accountSettings } from "@/server/profiles/settings";

/**
 * The header's account control, with the session read here (components fetch nothing). It
 * also carries the account's settings into this browser: an inline script, run as the header
 * is parsed, before the page's content paints, so a dark account never flashes light.
 */
export async function AccountControl() {
  const user = await currentUser();
  const settings = user ? ((await accountSettings(appContext().db, user.id)) ?? {}) : null;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: settingsScript(settings) }} />
      <AccountLink
        user={user}
        moderator={user !== null && isModerator(user.username, appContext().env.MODERATORS)}
      />
    </>
  );
}
