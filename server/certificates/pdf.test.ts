import jsQR from "jsqr";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { builtInLayout } from "#shared/domain/certificates";
import {
  builtIn,
  colourAt,
  content,
  near,
  pdfFonts,
  pdfText,
  rasterise,
  solidPdf,
  solidPicture,
  type Raster,
} from "#tests/support/certificate-documents";
import { renderCertificatePdf } from "./index";

/** The leftmost and rightmost columns (in mm) holding ink darker than `threshold`. */
function inkColumns(raster: Raster, threshold = 160): { left: number; right: number } {
  let left = Infinity;
  let right = -Infinity;
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const offset = (y * raster.width + x) * 4;
      const lightness =
        ((raster.data[offset] ?? 0) +
          (raster.data[offset + 1] ?? 0) +
          (raster.data[offset + 2] ?? 0)) /
        3;
      if (lightness < threshold) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  const mm = (px: number) => (px / raster.dpi) * 25.4;
  return { left: mm(left), right: mm(right + 1) };
}

describe("the certificate PDF", () => {
  it("holds a QR code that reads back as the verification link", async () => {
    const url = "https://kodeveda.in/certificates/KV-7X3K-9QPM";
    const pdf = await renderCertificatePdf([content({ verifyUrl: url })], builtIn);
    const { qr } = builtInLayout;
    const raster = await rasterise(pdf, {
      area: { x: qr.x - 4, y: qr.y - 4, width: qr.size + 8, height: qr.size + 8 },
    });
    const code = jsQR(new Uint8ClampedArray(raster.data), raster.width, raster.height);
    expect(code?.data).toBe(url);
  });

  it("embeds every font it uses, and its text can be copied, Indian scripts in reading order", async () => {
    const pdf = await renderCertificatePdf(
      [
        content(),
        content({ holderName: "प्रिया शर्मा क्षत्रिय" }),
        content({ holderName: "Priya प्रिया" }),
      ],
      builtIn,
    );
    const fonts = await pdfFonts(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "NotoSans-Bold",
      "NotoSans-Regular",
      "NotoSansDevanagari-SemiBold",
      "NotoSerif-SemiBold",
    ]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    const text = await pdfText(pdf);
    expect(text).toContain("Priya Sharma");
    expect(text).toContain("प्रिया शर्मा क्षत्रिय");
    expect(text).toContain("Priya प्रिया");
    expect(text).toContain("Full-Stack Web Development with React");
    expect(text).toContain("Certificate ID KV-7X3K-9QPM");
  });

  it("draws an uploaded PNG background under the fields, covering the page", async () => {
    const background = { type: "image/png" as const, bytes: await solidPicture("#2e7d32") };
    const pdf = await renderCertificatePdf([content()], { ...builtIn, background });
    const raster = await rasterise(pdf, { dpi: 30 });
    expect(near(colourAt(raster, 3, 3), "#2e7d32")).toBe(true);
    expect(near(colourAt(raster, raster.width - 3, raster.height - 3), "#2e7d32")).toBe(true);
  });

  it("draws the signature picture above the signatory's line, keeping its transparency", async () => {
    // Transparent on the left half, ink on the right.
    const bytes = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await solidPicture("#112233", 300, 200), left: 300, top: 0 }])
      .png()
      .toBuffer();
    const pdf = await renderCertificatePdf([content()], {
      ...builtIn,
      signature: { type: "image/png", bytes },
    });
    const raster = await rasterise(pdf, { dpi: 50 });
    const at = (xMm: number, yMm: number) =>
      colourAt(raster, Math.round((xMm / 25.4) * 50), Math.round((yMm / 25.4) * 50));
    // 3:1 in a 63 × 16 mm box, centred on the signatory (236 mm), standing on the line at 170 mm.
    expect(near(at(254, 161), "#112233")).toBe(true);
    expect(near(at(218, 161), "#fffdf8")).toBe(true);
  });

  it("draws the first page of an uploaded PDF as the background, turned upright", async () => {
    for (const [bytes, colour] of [
      [await solidPdf([0.73, 0.11, 0.11]), "#ba1c1c"],
      [await solidPdf([0.1, 0.2, 0.6], { widthMm: 210, heightMm: 297, rotate: 90 }), "#1a3399"],
    ] as const) {
      const pdf = await renderCertificatePdf([content()], {
        ...builtIn,
        background: { type: "application/pdf", bytes },
      });
      const raster = await rasterise(pdf, { dpi: 30 });
      expect(near(colourAt(raster, 3, 3), colour)).toBe(true);
      expect(near(colourAt(raster, raster.width - 3, raster.height - 3), colour)).toBe(true);
    }
  });

  it("shrinks a long name to fit its box", async () => {
    const holderName = "Venkata Lakshmi Narasimha Satyanarayana Chakravarthula Subrahmanya";
    const pdf = await renderCertificatePdf([content({ holderName })], builtIn);
    const { name } = builtInLayout;
    // The band of the name's line, inside the frame.
    const raster = await rasterise(pdf, {
      dpi: 100,
      area: { x: 12, y: name.y - 12, width: 273, height: 15 },
    });
    const ink = inkColumns(raster);
    const [left, right] = [ink.left + 12, ink.right + 12];
    expect(left).toBeGreaterThanOrEqual(name.x - name.maxWidthMm / 2 - 0.5);
    expect(right).toBeLessThanOrEqual(name.x + name.maxWidthMm / 2 + 0.5);
    // Shrunk to fit, not to nothing: it still fills most of its box.
    expect(right - left).toBeGreaterThan(name.maxWidthMm * 0.9);
  });

  it("puts one certificate on each page and gives the same bytes for the same certificate", async () => {
    const pdf = await renderCertificatePdf(
      [content(), content({ holderName: "Asha Rao" })],
      builtIn,
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2);
    const again = await renderCertificatePdf(
      [content(), content({ holderName: "Asha Rao" })],
      builtIn,
    );
    expect(Buffer.from(again).equals(Buffer.from(pdf))).toBe(true);
  });
});
