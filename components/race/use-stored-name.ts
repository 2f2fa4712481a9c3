import { useCallback, useEffect, useState } from "react";
import { NAME_STORAGE_KEY } from "@/lib/race/name";

/**
 * The display name this browser remembers (localStorage `nonet.name`). Empty on the server and
 * the first render, then the stored one, so the page hydrates without a mismatch; `ready` says
 * when it has been read.
 */
export function useStoredName(): [string, (name: string) => void, boolean] {
  const [name, setName] = useState("");
  const [ready, setReady] = useState(false);
  useEffect(() => {
    try {
      // Reading a browser-only store after mount is the point of this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setName(window.localStorage.getItem(NAME_STORAGE_KEY) ?? "");
    } catch {
      // Storage can be disabled: the player types a name each time.
    }
    setReady(true);
  }, []);
  const remember = useCallback((next: string) => {
    setName(next);
    try {
      window.localStorage.setItem(NAME_STORAGE_KEY, next);
    } catch {
      // Not remembered, still used for this page.
    }
  }, []);
  return [name, remember, ready];
}
