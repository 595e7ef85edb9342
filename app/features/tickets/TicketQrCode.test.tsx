// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { encode } from "uqr";
import { afterEach, describe, expect, it } from "vitest";
import { drawQrCode } from "../../components/QrCode";
import { TicketQrCode } from "./TicketQrCode";

const code = "KVT1-AbCdEfGhIjKlMnOpQrStUv";

/** The modules a path of `M x y h n v1 h-n z` rectangles paints dark. */
function paintedModules(path: string, size: number) {
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const row = dark[Number(y)];
    for (let i = 0; row && i < Number(n); i += 1) row[Number(x) + i] = true;
  }
  return dark;
}

afterEach(cleanup);

describe("the ticket's QR code", () => {
  it("paints exactly the dark modules of the code, with a two-module border", () => {
    const drawing = drawQrCode(code);
    const { data, size } = encode(code, { ecc: "M", border: 2 });
    expect(drawing.size).toBe(size);
    expect(paintedModules(drawing.path, size)).toEqual(data);
    expect(drawing.path.replace(/M\d+ \d+h\d+v1h-\d+z/g, "")).toBe("");
  });

  it("is an image named for check-in, with the code written under it to type", () => {
    render(<TicketQrCode drawing={drawQrCode(code)} code={code} />);
    const image = screen.getByRole("img", { name: "Ticket QR code for check-in" });
    expect(image.getAttribute("viewBox")).toBe(
      `0 0 ${drawQrCode(code).size} ${drawQrCode(code).size}`,
    );
    expect(screen.getByText(code).tagName).toBe("CODE");
  });
});
