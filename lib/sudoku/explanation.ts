/**
 * How a long explanation reads on screen. A forcing net with techniques explains itself as
 * every step taken inside its assumption ("if r1c1 is 9, then A; then B; ...; and r2c3 has no
 * candidate left; so r1c1 is not 9"), often thousands of characters: shown as one line per
 * step, and summed up in one line where many steps are listed together.
 */

const THEN = "; then ";

/** The explanation as lines: the assumption, each step inside it, what broke and the verdict. */
export function explanationLines(text: string): string[] {
  if (!text.includes(THEN)) return [text];
  const lines = text.split(THEN);
  // The assumption on its own line: "…: if r1c1 is 9, then" and the first step after it.
  const head = /^([^:]*: if r\dc\d is \d, then) (.*)$/s.exec(lines[0]);
  if (head) lines.splice(0, 1, head[1], head[2]);
  const last = lines.length - 1;
  const end = lines[last].lastIndexOf("; and ");
  if (end >= 0) lines.splice(last, 1, lines[last].slice(0, end), lines[last].slice(end + 2));
  return lines;
}

/** At most about `max` characters: the start and the verdict, with how many steps between. */
export function explanationSummary(text: string, max = 240): string {
  if (text.length <= max) return text;
  const lines = explanationLines(text);
  if (lines.length > 2) {
    const between = lines.length - 2;
    const joint = lines[0].endsWith(", then") ? " " : "; ";
    const steps = `${between} ${between === 1 ? "step" : "steps"}`;
    return `${lines[0]}${joint}… ${steps} …; ${lines[lines.length - 1]}`;
  }
  const cut = text.lastIndexOf(" ", max - 1);
  return `${text.slice(0, cut > 0 ? cut : max)} …`;
}
