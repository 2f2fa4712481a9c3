/**
 * The race page's "Join with a code": a plain GET form to /race?code=..., checked on the
 * server (app/race/page.tsx), so it works before any script has loaded and ships none.
 */
import { ROOM_CODE_LENGTH } from "@/lib/game/room-protocol";
import { INPUT, PRIMARY } from "./styles";

export function JoinByCode({ typed, problem }: { typed: string; problem: string | null }) {
  return (
    <form action="/race" method="get" className="flex flex-col gap-1" data-testid="join-by-code">
      <label htmlFor="race-code" className="text-sm font-medium">
        Race code
      </label>
      <div className="flex gap-2">
        <input
          id="race-code"
          name="code"
          defaultValue={typed}
          required
          autoFocus={problem !== null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ROOM_CODE_LENGTH * 3}
          placeholder="K7QM4P"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "race-code-problem" : "race-code-hint"}
          className={`${INPUT} font-mono tracking-widest uppercase`}
        />
        <button type="submit" className={`${PRIMARY} shrink-0`}>
          Join
        </button>
      </div>
      {problem ? (
        <p id="race-code-problem" role="alert" className="text-sm text-conflict">
          {problem}
        </p>
      ) : (
        <p id="race-code-hint" className="text-sm text-muted">
          {ROOM_CODE_LENGTH} letters and digits, from your friend&apos;s invite.
        </p>
      )}
    </form>
  );
}
