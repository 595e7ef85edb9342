import { createHash } from "node:crypto";
import { PDFString, type PDFDocument, type PDFRef } from "pdf-lib";
import type { TextItem } from "../drawing";
import type { LoadedFont } from "../fonts/load";
import { subsetFont } from "../fonts/subset";
import { toUnicodeCMap } from "./cmap";

/** A font as a page's resources name it. */
export interface EmbeddedFont {
  key: string;
  ref: PDFRef;
}

/**
 * Every face the lines use, embedded once for the whole document as a Type0 font whose codes
 * are the glyph ids HarfBuzz chose (Identity-H, CIDToGIDMap Identity): the PDF draws exactly
 * the shaped glyphs, which a font's own cmap could not name (conjuncts, half forms and
 * positioned marks have no character of their own). Each is subset to the glyphs used,
 * keeping their ids.
 */
export async function embedFonts(
  doc: PDFDocument,
  lines: TextItem[],
): Promise<Map<LoadedFont, EmbeddedFont>> {
  const used = new Map<LoadedFont, Map<number, string>>();
  for (const { line } of lines) {
    for (const glyph of line.glyphs) {
      const glyphs = used.get(glyph.font) ?? new Map<number, string>();
      used.set(glyph.font, glyphs);
      // A glyph stands for the text it first began a cluster with, in the ToUnicode map.
      if (!glyphs.get(glyph.id)) glyphs.set(glyph.id, glyph.text);
    }
  }
  const embedded = new Map<LoadedFont, EmbeddedFont>();
  for (const [font, glyphs] of used) {
    embedded.set(font, { key: `F${embedded.size + 1}`, ref: await embedFont(doc, font, glyphs) });
  }
  return embedded;
}

async function embedFont(
  doc: PDFDocument,
  font: LoadedFont,
  glyphs: ReadonlyMap<number, string>,
): Promise<PDFRef> {
  const { context } = doc;
  const ids = [...glyphs.keys()].sort((a, b) => a - b);
  const subset = await subsetFont(font.sfnt, ids);
  const { metrics } = font;
  const perMille = (value: number) => Math.round((value * 1000) / metrics.unitsPerEm);
  const baseFont = `${subsetTag(font.name, ids)}+${font.name}`;

  const descriptor = context.register(
    context.obj({
      Type: "FontDescriptor",
      FontName: baseFont,
      // Symbolic: its glyphs are reached by id, outside any standard character set.
      Flags: 4,
      FontBBox: metrics.boundingBox.map(perMille),
      ItalicAngle: metrics.italicAngle,
      Ascent: perMille(metrics.ascent),
      Descent: perMille(metrics.descent),
      CapHeight: perMille(metrics.capHeight),
      // Required, unused by renderers of embedded TrueType; a regular weight's usual value.
      StemV: 80,
      FontFile2: context.register(context.flateStream(subset, { Length1: subset.byteLength })),
    }),
  );
  const descendant = context.register(
    context.obj({
      Type: "Font",
      Subtype: "CIDFontType2",
      BaseFont: baseFont,
      CIDSystemInfo: {
        Registry: PDFString.of("Adobe"),
        Ordering: PDFString.of("Identity"),
        Supplement: 0,
      },
      FontDescriptor: descriptor,
      DW: 0,
      W: widths(ids, (id) => perMille(font.hb.glyphHAdvance(id))),
      CIDToGIDMap: "Identity",
    }),
  );
  return context.register(
    context.obj({
      Type: "Font",
      Subtype: "Type0",
      BaseFont: baseFont,
      Encoding: "Identity-H",
      DescendantFonts: [descendant],
      ToUnicode: context.register(context.flateStream(toUnicodeCMap(glyphs))),
    }),
  );
}

/** The W array: `first [w w …]` for each run of consecutive glyph ids. */
function widths(ids: number[], widthOf: (id: number) => number): (number | number[])[] {
  const entries: (number | number[])[] = [];
  let run: number[] = [];
  ids.forEach((id, index) => {
    if (index === 0 || id !== (ids[index - 1] ?? 0) + 1) {
      run = [];
      entries.push(id, run);
    }
    run.push(widthOf(id));
  });
  return entries;
}

/**
 * The six capitals a subset font's name starts with (PDF 9.6.4), from what the subset holds:
 * the same glyphs give the same name, so equal input makes an equal file.
 */
function subsetTag(name: string, ids: number[]): string {
  const digest = createHash("sha256")
    .update(`${name}:${ids.join(",")}`)
    .digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join(
    "",
  );
}
