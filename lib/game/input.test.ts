import { describe, expect, it } from "vitest";
import {
  digitMove,
  extendSelection,
  keyAction,
  moveCursor,
  selectCell,
  type KeyInput,
} from "./input";

const press = (key: string, code: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key,
  code,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe("keyAction", () => {
  it.each([
    [press("5", "Digit5"), "digit", { kind: "digit", digit: 5, mode: "digit" }],
    [press("5", "Numpad5"), "corner", { kind: "digit", digit: 5, mode: "corner" }],
    [
      press("%", "Digit5", { shiftKey: true }),
      "digit",
      { kind: "digit", digit: 5, mode: "corner" },
    ],
    [press("5", "Digit5", { ctrlKey: true }), "digit", { kind: "digit", digit: 5, mode: "centre" }],
    [
      press("5", "Digit5", { metaKey: true }),
      "colour",
      { kind: "digit", digit: 5, mode: "centre" },
    ],
    [press("Backspace", "Backspace"), "digit", { kind: "erase" }],
    [press("Delete", "Delete"), "digit", { kind: "erase" }],
    [press("z", "KeyZ"), "corner", { kind: "mode", mode: "digit" }],
    [press("x", "KeyX"), "digit", { kind: "mode", mode: "corner" }],
    [press("c", "KeyC"), "digit", { kind: "mode", mode: "centre" }],
    [press("V", "KeyV", { shiftKey: true }), "digit", { kind: "mode", mode: "colour" }],
    [press("z", "KeyZ", { ctrlKey: true }), "digit", { kind: "undo" }],
    [press("Z", "KeyZ", { ctrlKey: true, shiftKey: true }), "digit", { kind: "redo" }],
    [press("y", "KeyY", { metaKey: true }), "digit", { kind: "redo" }],
    [press("ArrowUp", "ArrowUp"), "digit", { kind: "move", dRow: -1, dCol: 0, extend: false }],
    [
      press("ArrowRight", "ArrowRight", { shiftKey: true }),
      "digit",
      { kind: "move", dRow: 0, dCol: 1, extend: true },
    ],
    [press("Escape", "Escape"), "digit", { kind: "clearSelection" }],
    [press("h", "KeyH"), "corner", { kind: "hint" }],
  ] as const)("%o in %s mode", (input, mode, expected) => {
    expect(keyAction(input, mode)).toEqual(expected);
  });

  it("leaves browser keys alone", () => {
    expect(keyAction(press("Tab", "Tab"), "digit")).toBeNull();
    expect(keyAction(press("r", "KeyR", { ctrlKey: true }), "digit")).toBeNull();
    expect(keyAction(press("5", "Digit5", { altKey: true }), "digit")).toBeNull();
  });
});

describe("digitMove", () => {
  it("makes the move of each mode", () => {
    expect(digitMove("digit", [1], 3)).toEqual({ type: "value", cells: [1], digit: 3 });
    expect(digitMove("corner", [1, 2], 3)).toEqual({ type: "corner", cells: [1, 2], digit: 3 });
    expect(digitMove("centre", [1], 3)).toEqual({ type: "centre", cells: [1], digit: 3 });
    expect(digitMove("colour", [1], 3)).toEqual({ type: "colour", cells: [1], colour: 3 });
    expect(digitMove("digit", [], 3)).toBeNull();
  });
});

describe("selection", () => {
  it("moves and wraps the cursor", () => {
    expect(moveCursor({ cells: [0], cursor: 0 }, 0, -1, false)).toEqual({ cells: [8], cursor: 8 });
    expect(moveCursor({ cells: [80], cursor: 80 }, 1, 0, false)).toEqual({
      cells: [8],
      cursor: 8,
    });
  });

  it("extends with shift+arrows", () => {
    const s = moveCursor({ cells: [10], cursor: 10 }, 0, 1, true);
    expect(s).toEqual({ cells: [10, 11], cursor: 11 });
    expect(moveCursor({ cells: [], cursor: 4 }, 1, 0, true)).toEqual({
      cells: [4, 13],
      cursor: 13,
    });
  });

  it("toggles with ctrl+click and extends by drag", () => {
    let s = selectCell({ cells: [], cursor: 0 }, 5, false);
    s = selectCell(s, 7, true);
    expect(s.cells).toEqual([5, 7]);
    s = selectCell(s, 5, true);
    expect(s.cells).toEqual([7]);
    s = extendSelection(s, 8);
    s = extendSelection(s, 7);
    expect(s).toEqual({ cells: [7, 8], cursor: 7 });
  });
});
