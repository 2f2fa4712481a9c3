import { MAX_MISTAKES } from "@/lib/game/rules";

const WORDS = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"];

/** The one sentence that states the mistake rule; every screen that says it imports it. */
export const MISTAKE_RULE = `${WORDS[MAX_MISTAKES] ?? MAX_MISTAKES} mistakes end the game.`;
