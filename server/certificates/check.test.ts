import { describe, expect, it } from "vitest";
import { checkMessages } from "./check";
import { solidPdf, solidPicture } from "#tests/support/certificate-documents";
import { checkBackground, checkSignature } from "./index";

const text = new TextEncoder().encode("Certificate background, honest.\n");

describe("an uploaded background", () => {
  it("is accepted as an A4 landscape PNG, JPEG or one-page PDF, or a portrait page turned landscape", async () => {
    expect(await checkBackground("image/png", await solidPicture("#ffffff"))).toBeNull();
    expect(
      await checkBackground("image/jpeg", await solidPicture("#ffffff", 1754, 1240, "jpeg")),
    ).toBeNull();
    expect(await checkBackground("application/pdf", await solidPdf([1, 1, 1]))).toBeNull();
    const turned = await solidPdf([1, 1, 1], { widthMm: 210, heightMm: 297, rotate: 90 });
    expect(await checkBackground("application/pdf", turned)).toBeNull();
  });

  it("may be up to 5 % off A4's shape: a 16:9 slide is not", async () => {
    expect(
      await checkBackground("image/png", await solidPicture("#ffffff", 1800, 1240)),
    ).toBeNull();
    const slide = await checkBackground("image/png", await solidPicture("#ffffff", 1920, 1080));
    expect(slide).toMatch(/A4 landscape.*1\.78 : 1.*Export it at A4 landscape/);
  });

  it("is refused as a portrait PDF, saying so and what to export instead", async () => {
    const portrait = await solidPdf([1, 1, 1], { widthMm: 210, heightMm: 297 });
    expect(await checkBackground("application/pdf", portrait)).toMatch(
      /is portrait \(taller than wide\).*3508 × 2480 pixels/,
    );
  });

  it("is refused when it is damaged, of another type than sent, or not a picture at all", async () => {
    const png = await solidPicture("#ffffff");
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(await checkBackground("image/png", truncated)).toBe(checkMessages.damagedPicture);
    const corrupt = Buffer.from(png);
    corrupt.fill(0x41, 60, 200);
    expect(await checkBackground("image/png", corrupt)).toBe(checkMessages.damagedPicture);
    expect(await checkBackground("image/jpeg", png)).toBe(checkMessages.mismatch);
    expect(await checkBackground("application/pdf", text)).toBe(checkMessages.backgroundType);
    expect(await checkBackground("text/plain" as "image/png", text)).toBe(
      checkMessages.backgroundType,
    );
    const brokenPdf = new TextEncoder().encode(
      "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF",
    );
    expect(await checkBackground("application/pdf", brokenPdf)).toBe(checkMessages.damagedPdf);
    const noPages = new TextEncoder().encode(
      "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF",
    );
    expect(await checkBackground("application/pdf", noPages)).toBe(checkMessages.emptyPdf);
    expect(await checkBackground("image/png", new Uint8Array())).toBe(checkMessages.empty);
  });
});

describe("an uploaded signature", () => {
  it("is a PNG or JPEG that decodes", async () => {
    expect(await checkSignature("image/png", await solidPicture("#ffffff", 600, 200))).toBeNull();
    expect(
      await checkSignature("image/jpeg", await solidPicture("#ffffff", 600, 200, "jpeg")),
    ).toBeNull();
    expect(await checkSignature("application/pdf", await solidPdf([1, 1, 1]))).toBe(
      checkMessages.signatureType,
    );
    expect(await checkSignature("image/png", text)).toBe(checkMessages.signatureType);
    const png = await solidPicture("#ffffff", 600, 200);
    expect(await checkSignature("image/png", png.subarray(0, 100))).toBe(
      checkMessages.damagedPicture,
    );
  });
});
