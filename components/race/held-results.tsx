import type { RaceView, RoomSnapshot } from "@/lib/game/room-protocol";
import { ResultsPanel } from "./results-panel";
import { CARD, PRIMARY } from "./styles";

export function HeldResults(props: {
  room: RoomSnapshot;
  race: RaceView;
  round: number;
  onWatch: () => void;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-3 py-6">
      <h1 className="text-2xl font-bold">Round {props.race.round} results</h1>
      <div
        role="status"
        className={`${CARD} flex flex-wrap items-center gap-3`}
        data-testid="round-started-without-you"
      >
        <p className="flex-1">Round {props.round} has started: you are sitting this one out.</p>
        <button type="button" onClick={props.onWatch} className={PRIMARY}>
          Watch round {props.round}
        </button>
      </div>
      <div className={CARD}>
        <ResultsPanel room={props.room} race={props.race} />
      </div>
    </div>
  );
}
