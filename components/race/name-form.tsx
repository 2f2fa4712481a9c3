import { useEffect, useId, useRef, useState } from "react";
import { ROOM_LIMITS } from "@/lib/game/room-protocol";
import { cleanName, nameProblem } from "@/lib/race/name";
import { INPUT, PRIMARY } from "./styles";

export interface NameFormProps {
  initial: string;
  label?: string;
  submitLabel: string;
  busy?: boolean;
  /** Focus the field at once (a page that only asks for the name). */
  autoFocus?: boolean;
  /** A refusal from the server, shown under the field. */
  error?: string | null;
  onSubmit: (name: string) => void;
}

/** A display name, cleaned and checked as the server will, then handed on. */
export function NameForm({
  initial,
  label = "Your name",
  submitLabel,
  busy = false,
  autoFocus = false,
  error,
  onSubmit,
}: NameFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [typed, setTyped] = useState(false);
  // The remembered name arrives after the first render: it fills the field unless the player
  // has typed there already (a remount would throw away what they typed).
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    if (!typed) setValue(initial);
  }
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Text typed before the page came alive stays in the field, not in React's state: keep it.
    const early = field.current?.value ?? "";
    if (early !== "" && early !== initial) {
      setTyped(true);
      setValue(early);
    }
    // Once, at mount: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const name = cleanName(value);
        const why = nameProblem(name);
        setProblem(why);
        if (!why) onSubmit(name);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={id}
          name="name"
          value={value}
          autoFocus={autoFocus}
          autoComplete="nickname"
          maxLength={ROOM_LIMITS.nameMax * 2}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => {
            setTyped(true);
            setValue(e.target.value);
          }}
          className={INPUT}
        />
        <button type="submit" disabled={busy} className={`${PRIMARY} shrink-0`}>
          {submitLabel}
        </button>
      </div>
      <p id={`${id}-error`} role="status" className="min-h-5 text-sm text-conflict">
        {shown}
      </p>
    </form>
  );
}
