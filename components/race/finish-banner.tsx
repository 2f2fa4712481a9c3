import { RaceIcon } from "./race-icons";

/**
 * "Ada finished 1st in 3:10", floating at the top for a moment: over the page, so nothing
 * shifts, and under the header's rows (two on a phone), so the page links and the account
 * menu stay in sight and in reach while it shows. Screen readers hear it from the race page's live region instead.
 */
export function FinishBanner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="finish-banner"
      className="pointer-events-none fixed inset-x-0 top-24 z-30 flex justify-center px-3 sm:top-16"
    >
      <p className="rounded-full bg-accent px-4 py-2 font-medium text-accent-fg shadow-lg">
        <RaceIcon name="flag" /> {text}
      </p>
    </div>
  );
}
