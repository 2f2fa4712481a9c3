import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeCallback } from "@/components/account/form-parts";
import { SignUpForm } from "@/components/account/sign-up-form";
import { currentUser } from "@/server/auth/request";

export const metadata: Metadata = { title: "Sign up" };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await searchParams).callbackUrl;
  const callbackUrl = safeCallback(Array.isArray(raw) ? raw[0] : raw);
  if (await currentUser()) redirect(callbackUrl);
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">Sign up</h1>
      <SignUpForm callbackUrl={callbackUrl} />
    </div>
  );
}
