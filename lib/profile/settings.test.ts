import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { accountSettingsSchema } from "@/lib/account/schemas";
import { readSettings, settingsProblem } from "./settings";
import { settingsScript, storageWrites } from "./settings-storage";

/** Runs the inline script against a fake localStorage and <html>, as a browser would. */
function runScript(script: string, stored: Record<string, string>, prefersDark = false) {
  const storage = new Map(Object.entries(stored));
  const dataset: Record<string, string> = {};
  runInNewContext(script, {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
    matchMedia: () => ({ matches: prefersDark }),
    document: { documentElement: { dataset } },
  });
  return { storage: Object.fromEntries(storage), theme: dataset.theme };
}

describe("settingsScript", () => {
  it("writes the account's settings and applies its theme before paint", () => {
    const { storage, theme } = runScript(
      settingsScript({ theme: "dark", notesInGrid: true, mistakeChecking: false }),
      { "nonet-theme": "light", "nonet.raceMuted": "1" },
    );
    expect(theme).toBe("dark");
    expect(storage).toEqual({
      "nonet-theme": "dark",
      "nonet.notesGrid": "1",
      "nonet.mistakeChecking": "0",
      "nonet.signedIn": "1",
      "nonet.raceMuted": "1",
    });
  });

  it("follows the device for 'system' and leaves unset settings as the browser has them", () => {
    const { storage, theme } = runScript(
      settingsScript({ theme: "system" }),
      { "nonet-theme": "light", "nonet.notesGrid": "1" },
      true,
    );
    expect(theme).toBe("dark");
    expect(storage).toEqual({ "nonet.notesGrid": "1", "nonet.signedIn": "1" });
  });

  it("for a guest only forgets the session, keeping the browser's own settings", () => {
    const { storage, theme } = runScript(settingsScript(null), {
      "nonet-theme": "dark",
      "nonet.signedIn": "1",
    });
    expect(storage).toEqual({ "nonet-theme": "dark" });
    expect(theme).toBe("dark");
  });

  it("cannot be closed early by what it carries", () => {
    expect(settingsScript({ theme: "dark" })).not.toMatch(/<\/script/i);
  });
});

describe("storageWrites", () => {
  it("writes only what the settings hold", () => {
    expect(storageWrites({})).toEqual([]);
    expect(storageWrites({ mistakeChecking: true })).toEqual([["nonet.mistakeChecking", "1"]]);
  });
});

describe("readSettings", () => {
  it("keeps valid keys and drops what no longer parses", () => {
    expect(readSettings({ theme: "dark", notesInGrid: "yes", old: 1 })).toEqual({ theme: "dark" });
    expect(readSettings(null)).toEqual({});
    expect(readSettings([])).toEqual({});
  });
});

describe("settingsProblem", () => {
  const problem = (body: unknown) => {
    const parsed = accountSettingsSchema.safeParse(body);
    return parsed.success ? null : settingsProblem(parsed.error);
  };
  it("names the setting at fault", () => {
    expect(problem({ theme: "sepia" })).toBe("theme must be light, dark or system.");
    expect(problem({ mistakeChecking: 1 })).toBe("mistakeChecking must be true or false.");
    expect(problem({ colour: "red" })).toBe("Unknown setting: colour.");
    expect(problem("dark")).toBe("Settings must be an object.");
    expect(problem({ theme: "light", notesInGrid: false })).toBeNull();
  });
});
