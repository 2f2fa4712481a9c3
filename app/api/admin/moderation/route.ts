/**
 * The moderators' actions: approve or reject a held result, rename an account, suspend it from
 * ranked play or end that. Anyone who is not a moderator (a guest, another account) gets 404
 * whatever they send, so the route tells them nothing; a moderator's request passes the same
 * origin and body checks as every account route (403, 422).
 */
import { moderationRequestSchema, type ModerationResponse } from "@/lib/moderation/schemas";
import { appContext } from "@/server/auth/app-context";
import { userPlayerId } from "@/server/auth/identity";
import { currentModerator, parseRequest } from "@/server/auth/request";
import type { Moderator } from "@/server/moderation/moderation-log";
import { setRankedSuspension, renamePlayer } from "@/server/moderation/player-moderation";
import { decideHeldResult } from "@/server/moderation/review-decisions";

const answer = (body: ModerationResponse, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

const PROBLEMS = {
  missing: { status: 404, message: "There is no such result or account." },
  decided: { status: 409, message: "Another moderator has already decided this result." },
  own: { status: 403, message: "Your own results and account are for another moderator." },
} as const;

export async function POST(request: Request): Promise<Response> {
  const user = await currentModerator();
  if (!user) return answer({ ok: false, message: "Not found." }, 404);
  const parsed = await parseRequest(request, moderationRequestSchema);
  if (!parsed.ok) return parsed.response;
  const moderator: Moderator = { playerId: userPlayerId(user.id), username: user.username };
  const { db } = appContext();
  const input = parsed.input;
  const outcome =
    input.action === "approve" || input.action === "reject"
      ? await decideHeldResult(db, moderator, input.gameId, input.action)
      : input.action === "rename"
        ? await renamePlayer(db, moderator, input.username, input.displayName)
        : await setRankedSuspension(db, moderator, input.username, input.suspended);
  if (outcome.ok) return answer({ ok: true });
  if (outcome.problem === "invalid") return answer({ ok: false, message: outcome.message }, 422);
  const problem = PROBLEMS[outcome.problem];
  return answer({ ok: false, message: problem.message }, problem.status);
}
