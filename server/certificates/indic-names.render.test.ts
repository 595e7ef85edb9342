import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { builtInLayout } from "#shared/domain/certificates";
import { chromiumFlags, chromiumPath } from "#tests/support/chromium";
import { indicFile } from "./fonts/catalogue";
import { builtIn, content, rasterise } from "#tests/support/certificate-documents";
import { renderCertificatePdf } from "./index";

/**
 * The proof that Indian names come out shaped: the name as the PDF draws it (pdftoppm) against
 * the same string drawn by Chromium (HarfBuzz inside Blink) in the same font file at the same
 * size. Each is cut to its ink, scaled to one size and compared as sets of dark pixels
 * (intersection over union). The control: Chromium with a zero-width non-joiner between all
 * the characters, which breaks every conjunct and leaves vowel signs on dotted circles, must
 * score far lower, or the comparison could not tell shaped from unshaped.
 */
const names = [
  { script: "devanagari", name: "प्रिया शर्मा क्षत्रिय" },
  { script: "telugu", name: "శ్రీనివాస్ రెడ్డి" },
  { script: "tamil", name: "கார்த்திகேயன் சுப்பிரமணியம்" },
] as const;

const dpi = 144;
/** The name's size (30 pt) in CSS pixels at that resolution. */
const { name: placement } = builtInLayout;
const fontPx = (placement.size / 72) * dpi;
const sameShape = 0.8;
const compared = { width: 480, height: 80 };

/** Chromium's drawings, by script: the name, and the name with its shaping broken. */
const references = new Map<string, { shaped: Buffer; unshaped: Buffer }>();
let folder: string;

/**
 * All six references on one page in one screenshot, each cut out by its box: Chromium is
 * launched once and closed before the PDFs are drawn.
 */
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "certificate-indic-"));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const page = await browser.newPage();
    const faces = await Promise.all(
      names.map(async ({ script }) => {
        const woff = await readFile(
          createRequire(import.meta.url).resolve(indicFile(script, "display")),
        );
        return `@font-face { font-family: ${script}; src: url(data:font/woff;base64,${woff.toString("base64")}) format("woff"); }`;
      }),
    );
    const lines = names.flatMap(({ script, name }) => [
      `<p id="${script}-shaped" style="font-family: ${script}">${name}</p>`,
      `<p id="${script}-unshaped" style="font-family: ${script}">${Array.from(name).join("\u200c")}</p>`,
    ]);
    await page.setContent(`<style>${faces.join("")}
body { margin: 0; background: #fff; }
p { display: block; width: max-content; margin: 0; padding: 24px; font-size: ${fontPx}px; line-height: 1.6; color: #000; white-space: nowrap; }
</style>${lines.join("")}`);
    await page.evaluate(() => document.fonts.ready);
    const screenshot = await page.screenshot({ fullPage: true });
    const cut = async (id: string) => {
      const box = await page.locator(`#${id}`).boundingBox();
      if (!box) throw new Error(`Chromium drew no #${id}`);
      const [left, top, width, height] = [box.x, box.y, box.width, box.height].map(Math.round);
      return sharp(screenshot)
        .extract({ left: left!, top: top!, width: width!, height: height! })
        .png()
        .toBuffer();
    };
    for (const { script } of names) {
      references.set(script, {
        shaped: await cut(`${script}-shaped`),
        unshaped: await cut(`${script}-unshaped`),
      });
    }
  } finally {
    await browser.close();
  }
}, 60_000);

/** The dark pixels of a PNG, cut to their bounding box and scaled to `compared`, as 0/1. */
async function ink(png: Buffer): Promise<Uint8Array> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 255) >= 128) continue;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  }
  if (right < 0) return new Uint8Array(compared.width * compared.height);
  const scaled = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .extract({ left, top, width: right - left + 1, height: bottom - top + 1 })
    .resize({ ...compared, fit: "fill" })
    .raw()
    .toBuffer();
  return Uint8Array.from(scaled, (value) => (value < 128 ? 1 : 0));
}

function intersectionOverUnion(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  a.forEach((value, index) => {
    both += value & (b[index] ?? 0);
    either += value | (b[index] ?? 0);
  });
  return either === 0 ? 0 : both / either;
}

describe("an Indian name on the certificate", () => {
  it.each(names)(
    "is shaped as Chromium shapes it: $script",
    async ({ script, name }) => {
      const pdf = await renderCertificatePdf([content({ holderName: name })], builtIn);
      const half = placement.maxWidthMm / 2;
      const area = { x: placement.x - half, y: placement.y - 14, width: 2 * half, height: 20 };
      const raster = await rasterise(pdf, { dpi, area });
      const drawn = await sharp(raster.data, {
        raw: { width: raster.width, height: raster.height, channels: 4 },
      })
        .png()
        .toBuffer();
      const { shaped, unshaped } = references.get(script)!;
      await Promise.all([
        writeFile(join(folder, `${script}-pdf.png`), drawn),
        writeFile(join(folder, `${script}-chromium.png`), shaped),
        writeFile(join(folder, `${script}-chromium-unshaped.png`), unshaped),
      ]);

      const pdfInk = await ink(drawn);
      const score = intersectionOverUnion(pdfInk, await ink(shaped));
      const control = intersectionOverUnion(pdfInk, await ink(unshaped));
      console.log(
        `${script}: PDF against Chromium ${score.toFixed(3)}, against unshaped ${control.toFixed(3)} (${folder})`,
      );
      expect(score).toBeGreaterThan(sameShape);
      expect(control).toBeLessThan(sameShape - 0.2);
    },
    30_000,
  );
});
