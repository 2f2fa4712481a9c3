import { useId, useState } from "react";
import { InviteQr } from "./invite-qr";
import { INPUT, SECONDARY } from "./styles";

/** The room's invite: the code to read aloud, the page's link to copy, and its QR code. */
export function Invite({ code, url }: { code: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      // No clipboard (an insecure origin, a refusal): select the link for a manual copy.
      document.querySelector<HTMLInputElement>(`[id="${id}"]`)?.select();
      setCopied("no");
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p>
        <span className="block text-sm text-muted">Room code</span>
        <span data-testid="room-code" className="font-mono text-5xl font-bold tracking-[0.15em]">
          {code}
        </span>
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Invite link
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
            className={`${INPUT} font-mono text-sm`}
          />
          <button type="button" onClick={() => void copy()} className={`${SECONDARY} shrink-0`}>
            Copy link
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted">
          {copied === "yes" ? "Link copied." : copied === "no" ? "Press Ctrl+C to copy it." : ""}
        </p>
      </div>
      <InviteQr url={url} />
    </div>
  );
}
