/**
 * Words and numbers as the race pages show them: clock times and finishing places.
 */

/**
 * "m:ss", or "h:mm:ss" past an hour: the one clock format of the app (the game timer uses it).
 *
 * @example
 * formatTime(75_400) // "1:15"
 */
export function formatTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * A finishing place in English: 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st.
 *
 * @example
 * ordinal(22) // "22nd"
 */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}
