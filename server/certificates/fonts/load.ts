import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type * as HarfBuzz from "harfbuzzjs";
import type { FontFile } from "./catalogue";
import { woffToSfnt } from "./woff";

/** What a PDF's font descriptor says of a face, in its own units. */
export interface FaceMetrics {
  unitsPerEm: number;
  boundingBox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
}

/** A face ready to shape with and to embed. */
export interface LoadedFont {
  file: FontFile;
  /** PostScript name, as a PDF names the font. */
  name: string;
  sfnt: Uint8Array;
  hb: HarfBuzz.Font;
  metrics: FaceMetrics;
  covers(codePoint: number): boolean;
}

let harfbuzz: Promise<typeof HarfBuzz> | undefined;

/** HarfBuzz's WebAssembly (about 0.5 MB) is compiled when the first certificate is drawn. */
export function loadHarfBuzz(): Promise<typeof HarfBuzz> {
  harfbuzz ??= import("harfbuzzjs");
  return harfbuzz;
}

const fonts = new Map<FontFile, Promise<LoadedFont>>();

/**
 * Each face is read once and kept: 40-300 KB each, a dozen at most (three styles of Latin,
 * and of the Indian scripts that names on this instance were written in).
 */
export function loadFont(file: FontFile): Promise<LoadedFont> {
  let font = fonts.get(file);
  if (!font) {
    font = readFont(file);
    fonts.set(file, font);
    // A failed read is not kept: the next certificate tries again.
    font.catch(() => fonts.delete(file));
  }
  return font;
}

async function readFont(file: FontFile): Promise<LoadedFont> {
  const path = createRequire(import.meta.url).resolve(file);
  const sfnt = woffToSfnt(await readFile(path));
  const hb = await loadHarfBuzz();
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  return {
    file,
    name: face.getName(6, "en").replace(/[^A-Za-z0-9-]/g, ""),
    sfnt,
    hb: font,
    metrics: readMetrics(face),
    covers: (codePoint) => font.nominalGlyph(codePoint) !== undefined,
  };
}

function readMetrics(face: HarfBuzz.Face): FaceMetrics {
  const table = (tag: string) => {
    const bytes = face.referenceTable(tag);
    if (!bytes) throw new Error(`The font has no ${tag} table`);
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  const head = table("head");
  const hhea = table("hhea");
  const os2 = table("OS/2");
  const post = table("post");
  const ascent = hhea.getInt16(4);
  return {
    unitsPerEm: head.getUint16(18),
    boundingBox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    ascent,
    descent: hhea.getInt16(6),
    // sCapHeight is in OS/2 version 2 and later; Noto's are version 4.
    capHeight: os2.getUint16(0) >= 2 ? os2.getInt16(88) : ascent,
    italicAngle: post.getInt32(4) / 65536,
  };
}
