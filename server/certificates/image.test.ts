import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  builtIn,
  content,
  near,
  solidPdf,
  solidPicture,
} from "#tests/support/certificate-documents";
import { renderCertificateImage } from "./index";

/** The colour at a pixel of a PNG, as "#rrggbb". */
async function colourAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data } = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return `#${[...data.subarray(0, 3)].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

describe("the Open Graph picture", () => {
  it("is a 1200 × 630 PNG of the certificate on the brand's ground", async () => {
    const png = await renderCertificateImage(content({ holderName: "శ్రీనివాస్ రెడ్డి" }), builtIn);
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    // The built-in paper in the middle of the page's margin, indigo outside the page.
    expect(await colourAt(png, 600, 40)).toBe("#fffdf8");
    expect(await colourAt(png, 20, 600)).not.toBe("#fffdf8");
  });

  it("shows an uploaded picture background, and the built-in look for a PDF background", async () => {
    const picture = { type: "image/png" as const, bytes: await solidPicture("#2e7d32") };
    const withPicture = await renderCertificateImage(content(), {
      ...builtIn,
      background: picture,
    });
    expect(near(await colourAt(withPicture, 600, 40), "#2e7d32")).toBe(true);
    const pdf = { type: "application/pdf" as const, bytes: await solidPdf([0.73, 0.11, 0.11]) };
    const withPdf = await renderCertificateImage(content(), { ...builtIn, background: pdf });
    expect(await colourAt(withPdf, 600, 40)).toBe("#fffdf8");
  });
});
