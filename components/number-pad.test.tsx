import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { NumberPad } from "./number-pad";

it("is a group screen readers announce by its name", () => {
  const html = renderToStaticMarkup(
    <NumberPad mode="digit" counts={new Array<number>(10).fill(0)} onDigit={() => {}} />,
  );
  expect(html).toMatch(/^<div role="group"[^>]* aria-label="Number pad"/);
});
