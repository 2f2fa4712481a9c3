import { useCallback, useEffect, useState } from "react";

/**
 * A yes/no preference kept in localStorage (a display option, an explanation seen once).
 * Starts at `initial` on the server and the first render, then reads the stored value, so the
 * page hydrates without a mismatch.
 */
export function useStoredFlag(
  key: string,
  initial: boolean,
): [boolean, (v: boolean) => void, boolean] {
  const [value, setValue] = useState(initial);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(key);
      // Reading a browser-only store after mount is the point of this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (stored !== null) setValue(stored === "1");
    } catch {
      // Storage can be disabled: the default stands.
    }
    setReady(true);
  }, [key]);
  const set = useCallback(
    (v: boolean) => {
      setValue(v);
      try {
        window.localStorage.setItem(key, v ? "1" : "0");
      } catch {
        // Not remembered, still applied for this page.
      }
    },
    [key],
  );
  return [value, set, ready];
}
