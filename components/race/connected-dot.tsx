/** A racer's link to the room: a filled dot when connected, a hollow one when away (with words). */
export function ConnectedDot({ connected }: { connected: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 shrink-0 rounded-full ${
          connected ? "bg-accent" : "border-2 border-muted"
        }`}
      />
      <span className="sr-only">{connected ? "online" : "disconnected"}</span>
    </>
  );
}
