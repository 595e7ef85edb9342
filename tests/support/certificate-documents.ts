import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { degrees, PDFDocument, rgb } from "pdf-lib";
import sharp from "sharp";
import { builtInLayout, certificatePage, defaultTextColour } from "#shared/domain/certificates";
import type { CertificateArtwork, CertificateContent } from "#server/certificates/types";

/**
 * What the tests of the certificates share: a certificate, the artworks, uploads made on the
 * spot, and a PDF read back the way a person sees it (poppler's pdftoppm, pdftotext, pdffonts).
 */
const run = promisify(execFile);

export const content = (overrides: Partial<CertificateContent> = {}): CertificateContent => ({
  id: "KV-7X3K-9QPM",
  holderName: "Priya Sharma",
  programme: "Full-Stack Web Development with React",
  period: "5 Dec 2026 – 30 Jan 2027 · 24 hours",
  verifyUrl: "https://kodeveda.in/certificates/KV-7X3K-9QPM",
  issuedOn: "30 January 2027",
  signatory: { name: "Ananya Rao", title: "Director of Training" },
  ...overrides,
});

export const builtIn: CertificateArtwork = {
  layout: builtInLayout,
  textColour: defaultTextColour,
  background: null,
  signature: null,
};

/** A flat picture of one colour, `width` × `height` pixels. */
export function solidPicture(
  colour: string,
  width = 1754,
  height = 1240,
  format: "png" | "jpeg" = "png",
): Promise<Buffer> {
  const picture = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === "png" ? picture.png() : picture.jpeg()).toBuffer();
}

/** A one-page PDF filled with one colour; `rotate` sets the page's /Rotate. */
export async function solidPdf(
  colour: [number, number, number],
  {
    widthMm = certificatePage.widthMm,
    heightMm = certificatePage.heightMm,
    rotate = 0,
  }: { widthMm?: number; heightMm?: number; rotate?: number } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([(widthMm * 72) / 25.4, (heightMm * 72) / 25.4]);
  page.drawRectangle({
    x: 0,
    y: 0,
    width: page.getWidth(),
    height: page.getHeight(),
    color: rgb(...colour),
  });
  page.setRotation(degrees(rotate));
  return doc.save();
}

/** Runs a poppler tool on the PDF, in a folder of its own. */
async function withPdf<T>(
  pdf: Uint8Array,
  use: (file: string, folder: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), "certificate-"));
  try {
    const file = join(folder, "certificate.pdf");
    await writeFile(file, pdf);
    return await use(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface Raster {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Buffer;
  dpi: number;
}

/**
 * A page as pdftoppm draws it at `dpi`, cropped to `area` (millimetres from the top-left
 * corner) when given.
 */
export function rasterise(
  pdf: Uint8Array,
  {
    dpi = 150,
    page = 1,
    area,
  }: {
    dpi?: number;
    page?: number;
    area?: { x: number; y: number; width: number; height: number };
  } = {},
): Promise<Raster> {
  const px = (mm: number) => String(Math.round((mm / 25.4) * dpi));
  const crop = area
    ? ["-x", px(area.x), "-y", px(area.y), "-W", px(area.width), "-H", px(area.height)]
    : [];
  return withPdf(pdf, async (file, folder) => {
    const args = [
      "-r",
      String(dpi),
      "-f",
      String(page),
      "-l",
      String(page),
      "-png",
      "-singlefile",
      ...crop,
    ];
    await run("pdftoppm", [...args, file, join(folder, "page")]);
    const { data, info } = await sharp(await readFile(join(folder, "page.png")))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data, dpi };
  });
}

/** Whether two "#rrggbb" colours are within a few levels of each other on every channel. */
export const near = (actual: string, expected: string) =>
  [1, 3, 5].every((at) => {
    const channel = (colour: string) => parseInt(colour.slice(at, at + 2), 16);
    return Math.abs(channel(actual) - channel(expected)) <= 6;
  });

/** The colour at a point of the raster, as "#rrggbb". */
export function colourAt(raster: Raster, x: number, y: number): string {
  const offset = (y * raster.width + x) * 4;
  return `#${[0, 1, 2].map((channel) => (raster.data[offset + channel] ?? 0).toString(16).padStart(2, "0")).join("")}`;
}

export async function pdfText(pdf: Uint8Array): Promise<string> {
  return withPdf(
    pdf,
    async (file) => (await run("pdftotext", ["-enc", "UTF-8", file, "-"])).stdout,
  );
}

/** pdffonts' table: one row per font, the name first and "yes"/"no" for embedded. */
export async function pdfFonts(pdf: Uint8Array): Promise<{ name: string; embedded: boolean }[]> {
  const { stdout } = await withPdf(pdf, (file) => run("pdffonts", [file]));
  return stdout
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name, type (one or two words), encoding, emb, sub, uni, object, id.
      return { name: columns[0] ?? "", embedded: columns.at(-5) === "yes" };
    });
}
