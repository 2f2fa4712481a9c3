import { useEffect, useState } from "react";
import { qrPath } from "@/lib/race/qr-path";

interface Drawn {
  url: string;
  size: number;
  path: string;
}

/**
 * The invite link as a QR code, for a phone across the table. The encoder is loaded after the
 * page is up, which keeps it out of the first load; the box keeps its size meanwhile.
 */
export function InviteQr({ url }: { url: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import("qrcode-generator").then(({ default: qrcode }) => {
      if (cancelled) return;
      const qr = qrcode(0, "M");
      qr.addData(url);
      qr.make();
      const size = qr.getModuleCount();
      setDrawn({ url, size, path: qrPath(size, (r, c) => qr.isDark(r, c)) });
    });
    return () => {
      cancelled = true;
    };
  }, [url]);
  const ready = drawn?.url === url ? drawn : null;
  return (
    <div className="size-40 shrink-0 rounded-md bg-white p-2" data-testid="invite-qr">
      {ready ? (
        // Black on white whatever the theme: cameras read dark modules on a light ground.
        <svg
          viewBox={`0 0 ${ready.size} ${ready.size}`}
          role="img"
          aria-label="QR code of the invite link"
          className="size-full"
          shapeRendering="crispEdges"
        >
          <path d={ready.path} fill="#000" />
        </svg>
      ) : null}
    </div>
  );
}
