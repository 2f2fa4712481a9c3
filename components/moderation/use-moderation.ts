"use client";

/**
 * Sends one moderator action (POST /api/admin/moderation) and refreshes the page's server
 * data once it is done; the route's own message is shown when it refuses.
 */
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ModerationRequest, ModerationResponse } from "@/lib/moderation/schemas";

export function useModeration() {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const send = async (request: ModerationRequest): Promise<boolean> => {
    setSending(true);
    setError(null);
    try {
      const response = await fetch("/api/admin/moderation", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
      });
      const body = (await response.json().catch(() => null)) as ModerationResponse | null;
      if (!body?.ok) {
        setError(body?.message ?? "The server did not answer. Try again.");
        return false;
      }
      startRefresh(() => router.refresh());
      return true;
    } catch {
      setError("The server did not answer. Check your connection and try again.");
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, busy: sending || refreshing, error };
}
