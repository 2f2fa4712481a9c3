/** The audit trail of a result or an account: who did what, when. */
import { actionLine, utcMinute, type ModerationActionView } from "@/lib/moderation/actions";

export function ActionHistory({
  actions,
  empty,
}: {
  actions: ModerationActionView[];
  empty: string;
}) {
  if (actions.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ol className="flex flex-col gap-1 text-sm" data-testid="action-history">
      {actions.map((action, i) => (
        <li key={`${action.at}-${i}`} className="flex flex-wrap gap-x-3">
          <time dateTime={action.at} className="font-mono text-muted tabular-nums">
            {utcMinute(action.at)}
          </time>
          <span>{actionLine(action)}</span>
        </li>
      ))}
    </ol>
  );
}
