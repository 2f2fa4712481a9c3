import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { REACTIONS } from "@/lib/game/room-protocol";
import { ReactionBar } from "./reaction-bar";

describe("reaction buttons", () => {
  it("draw each reaction as an icon, named in words, with no emoji left to need a font", () => {
    const html = renderToStaticMarkup(<ReactionBar onReact={() => {}} />);
    expect(html.match(/<svg/g)).toHaveLength(REACTIONS.length);
    for (const name of ["thumbs up", "party", "wow", "phew", "on fire", "slow and steady"]) {
      expect(html).toContain(`aria-label="React with ${name}"`);
    }
    // The wire values stay emoji (data attributes), but no emoji is shown as text.
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toBe("");
  });
});
