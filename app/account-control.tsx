import { AccountLink } from "@/components/account/account-link";
import { currentUser } from "@/server/auth/request";

/** The header's account control, with the session read here (components fetch nothing). */
export async function AccountControl() {
  return <AccountLink user={await currentUser()} />;
}
