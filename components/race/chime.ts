/**
 * A short chime made with WebAudio when a racer finishes: no sound file to download. A rising
 * triad for the winner, two notes for the others.
 */
let context: AudioContext | null = null;

const NOTES = { win: [523.25, 659.25, 783.99], finish: [659.25, 523.25] } as const;

export function playChime(kind: keyof typeof NOTES): void {
  try {
    context ??= new AudioContext();
    const ctx = context;
    // A context made before any click starts suspended; after one it resumes.
    void ctx.resume();
    NOTES[kind].forEach((frequency, i) => {
      const at = ctx.currentTime + i * 0.12;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    });
  } catch {
    // No audio (no device, a blocked context): the banner and the announcement still say it.
  }
}
