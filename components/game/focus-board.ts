/**
 * Puts keyboard focus back on the board's cursor cell (after a button it was on vanished);
 * with `stay`, without scrolling to it (a hint panel just opened below the board).
 */
export function focusBoard(stay = false) {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>('[role="grid"] [role="gridcell"][tabindex="0"]')
      ?.focus({ preventScroll: stay }),
  );
}
