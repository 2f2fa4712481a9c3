/**
 * The moderators' requests (POST /api/admin/moderation), parsed at the route's edge. One
 * discriminated union, so a body is exactly one action or refused (422).
 */
import { z } from "zod";
import { DISPLAY_NAME_MAX, USERNAME_MAX } from "@/lib/account/rules";
import { gameIdSchema as gameId } from "@/lib/game/schemas";

/** A result is known by its game's id; an account by its username. */
const username = z.string().min(1).max(USERNAME_MAX);

export const moderationRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), gameId }).strict(),
  z.object({ action: z.literal("reject"), gameId }).strict(),
  z
    .object({
      action: z.literal("rename"),
      username,
      // Checked in full (displayNameProblem) by the service, which says what is wrong.
      displayName: z.string().max(DISPLAY_NAME_MAX * 4),
    })
    .strict(),
  z.object({ action: z.literal("suspend"), username, suspended: z.boolean() }).strict(),
]);

export type ModerationRequest = z.infer<typeof moderationRequestSchema>;

/** What the route answers: ok, or a message the page shows. */
export type ModerationResponse = { ok: true } | { ok: false; message: string };
