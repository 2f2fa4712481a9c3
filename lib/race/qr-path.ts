/**
 * A QR code's dark modules as one SVG path in module units (each a 1x1 square), so the code
 * draws as a single crisp element at any size.
 *
 * @example
 * qrPath(2, (r, c) => r === c) // "M0 0h1v1h-1zM1 1h1v1h-1z"
 */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean): string {
  let d = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return d;
}
