import { useCallback, useEffect, useState } from "react";
import { FLAG_SETTINGS } from "@/lib/profile/settings-storage";

/**
 * Saves a flag to the account when signed in; loaded on the first change, so the pages' first
 * load (150 kB budget) goes without the settings code.
 */
function saveToAccount(key: keyof typeof FLAG_SETTINGS, value: boolean): void {
  void import("../profile/save-settings").then(({ saveAccountSettings }) =>
    saveAccountSettings({ [FLAG_SETTINGS[key]]: value }),
  );
}

const isAccountFlag = (key: string): key is keyof typeof FLAG_SETTINGS => key in FLAG_SETTINGS;

/**
 * A yes/no preference kept in localStorage (a display option, an explanation seen once).
 * Starts at `initial` on the server and the first render, then reads the stored value, so the
 * page hydrates without a mismatch. A flag that is an account setting (FLAG_SETTINGS) is saved
 * to the account too while signed in.
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
      if (isAccountFlag(key)) saveToAccount(key, v);
    },
    [key],
  );
  return [value, set, ready];
}
