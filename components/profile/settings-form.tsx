"use client";

import { useEffect, useState } from "react";
import type { AccountSettings } from "@/lib/account/schemas";
import { THEME_CHOICES, type ThemeChoice } from "@/lib/profile/settings-storage";
import { FormMessage } from "../account/form-parts";
import { applyTheme } from "../theme-toggle";
import { localSettings, patchAccountSettings, storeSettingsLocally } from "./save-settings";

const THEME_LABELS: Record<ThemeChoice, string> = {
  light: "Light",
  dark: "Dark",
  system: "As the device",
};

type Outcome = { tone: "ok" | "error"; message: string } | null;

/**
 * The owner's settings, saved to the account on every change and applied to this browser at
 * once. Settings the account never stored show what this browser has.
 */
export function SettingsForm({ stored }: { stored: AccountSettings }) {
  const [settings, setSettings] = useState<Required<AccountSettings>>(() => ({
    theme: "system",
    notesInGrid: false,
    mistakeChecking: false,
    ...stored,
  }));
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    // localStorage exists only after mount; the account's own values win over it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSettings((shown) => ({ ...shown, ...localSettings(), ...stored }));
  }, [stored]);

  async function change(next: AccountSettings) {
    setSettings((shown) => ({ ...shown, ...next }));
    if (next.theme) applyTheme(next.theme);
    else storeSettingsLocally(next);
    setOutcome({ tone: "ok", message: "Saving…" });
    const result = await patchAccountSettings(next);
    setOutcome(
      result.ok
        ? { tone: "ok", message: "Saved to your account." }
        : { tone: "error", message: result.message },
    );
  }

  return (
    <section aria-labelledby="settings-heading" className="flex flex-col gap-3">
      <h2 id="settings-heading" className="text-xl font-semibold">
        Game and display
      </h2>
      <p className="text-sm text-muted">Kept in your account: they follow you to any device.</p>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-medium">Theme</legend>
        <div className="flex flex-wrap gap-x-4">
          {THEME_CHOICES.map((theme) => (
            <label key={theme} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={settings.theme === theme}
                onChange={() => void change({ theme })}
                className="size-4 accent-[var(--accent)]"
              />
              {THEME_LABELS[theme]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={settings.notesInGrid}
          onChange={(e) => void change({ notesInGrid: e.target.checked })}
          className="size-4 accent-[var(--accent)]"
        />
        Candidates (notes) in a 3x3 grid in each cell
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={settings.mistakeChecking}
          onChange={(e) => void change({ mistakeChecking: e.target.checked })}
          className="size-4 accent-[var(--accent)]"
        />
        Mistake checking on for new games
      </label>
      <FormMessage message={outcome?.message ?? null} tone={outcome?.tone ?? "ok"} />
    </section>
  );
}
