import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallback } from "@/components/account/form-parts";
import { SignInForm } from "@/components/account/sign-in-form";
import { appContext } from "@/server/auth/app-context";
import { oauthProviders } from "@/server/auth/options";
import { currentUser } from "@/server/auth/request";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallback(single(params.callbackUrl));
  if (await currentUser()) redirect(callbackUrl);
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <SignInForm
        callbackUrl={callbackUrl}
        providers={oauthProviders(appContext().env)}
        initialError={single(params.error) ?? null}
      />
    </div>
  );
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
