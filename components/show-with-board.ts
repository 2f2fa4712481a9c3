const MARGIN_PX = 8;

/**
 * Scrolls the page as little as needed to show `board` and `below` (what explains it: a hint,
 * a chosen step) together, so a player reads the explanation beside the cells it names. When
 * both cannot fit, the board's top wins: scrolling to the explanation alone would hide the
 * very cells it talks about.
 */
export function showWithBoard(board: Element, below: Element): void {
  const box = board.getBoundingClientRect();
  const bottom = Math.max(box.bottom, below.getBoundingClientRect().bottom);
  // Scrolling by more than `most` hides the board's top; by less than `least`, leaves the
  // explanation's end below the screen.
  const most = box.top - MARGIN_PX;
  const least = bottom + MARGIN_PX - window.innerHeight;
  const by = least > most ? most : least > 0 ? least : most < 0 ? most : 0;
  if (by !== 0) window.scrollBy({ top: by, behavior: "instant" });
}
