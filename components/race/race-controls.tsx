import { useState } from "react";
import type { Reaction } from "@/lib/game/room-protocol";
import { ReactionBar } from "./reaction-bar";
import { SECONDARY } from "./styles";
import { RaceIcon } from "./race-icons";

export interface RaceControlsProps {
  /** Whether Give up is offered (you race and are still playing). */
  canGiveUp: boolean;
  busy: boolean;
  muted: boolean;
  onMuted: (muted: boolean) => void;
  onGiveUp: () => void;
  onReact: (reaction: Reaction) => void;
}

/** Below the game controls: reactions, the sound switch and Give up (asked twice). */
export function RaceControls(props: RaceControlsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <ReactionBar onReact={props.onReact} />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={!props.muted}
          onClick={() => props.onMuted(!props.muted)}
          className={`${SECONDARY} text-sm`}
        >
          <RaceIcon name={props.muted ? "soundOff" : "soundOn"} />{" "}
          {props.muted ? "Sound off" : "Sound on"}
        </button>
        {props.canGiveUp && !confirming ? (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${SECONDARY} ml-auto text-sm`}
          >
            Give up
          </button>
        ) : null}
      </div>
      {props.canGiveUp && confirming ? (
        <div
          role="group"
          aria-label="Give up?"
          className="flex flex-wrap items-center gap-2 text-sm"
        >
          <span>Give up this race?</span>
          <button
            type="button"
            disabled={props.busy}
            onClick={() => {
              setConfirming(false);
              props.onGiveUp();
            }}
            className="min-h-11 rounded-md border border-conflict px-3 font-medium text-conflict disabled:opacity-50"
          >
            Yes, give up
          </button>
          {/* Focus lands on the safe answer: a stray Enter keeps the race going. */}
          <button
            type="button"
            autoFocus
            onClick={() => setConfirming(false)}
            className={SECONDARY}
          >
            Keep racing
          </button>
        </div>
      ) : null}
    </div>
  );
}
