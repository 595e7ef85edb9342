import { indicFile, indicScriptOf, latinFiles, type TextStyle } from "../fonts/catalogue";
import { loadFont, loadHarfBuzz, type LoadedFont } from "../fonts/load";

/** One glyph of a shaped line. */
export interface PlacedGlyph {
  font: LoadedFont;
  id: number;
  /** Where its origin sits, in ems from the start of the line's baseline (x right, y up). */
  x: number;
  y: number;
  /** Its cluster's characters on the cluster's first glyph, "" on the others (ToUnicode). */
  text: string;
}

export interface ShapedLine {
  text: string;
  glyphs: PlacedGlyph[];
  /** The advance of the whole line, in ems. */
  width: number;
}

interface Run {
  font: LoadedFont;
  start: number;
  end: number;
}

/**
 * A line of text as positioned glyphs, shaped by HarfBuzz: conjuncts, reordered vowel signs and
 * stacked marks of the Indian scripts come out as the font's designers drew them. The line is
 * cut into runs of one face each (one script, mostly), and each run is shaped with the whole
 * line around it as context.
 */
export async function shapeLine(text: string, style: TextStyle): Promise<ShapedLine> {
  const normalised = text.normalize("NFC");
  const runs = await itemise(normalised, style);
  const hb = await loadHarfBuzz();
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of runs) {
    const buffer = new hb.Buffer();
    buffer.addText(normalised, run.start, run.end - run.start);
    buffer.guessSegmentProperties();
    hb.shape(run.font.hb, buffer);
    const shaped = buffer.getGlyphInfosAndPositions();
    const perEm = 1 / run.font.metrics.unitsPerEm;
    const clusterEnds = clusterEndsOf(
      shaped.map((glyph) => glyph.cluster),
      run.end,
    );
    shaped.forEach((glyph, index) => {
      const first = index === 0 || shaped[index - 1]?.cluster !== glyph.cluster;
      glyphs.push({
        font: run.font,
        id: glyph.codepoint,
        x: pen + (glyph.xOffset ?? 0) * perEm,
        y: (glyph.yOffset ?? 0) * perEm,
        text: first ? normalised.slice(glyph.cluster, clusterEnds.get(glyph.cluster)) : "",
      });
      pen += (glyph.xAdvance ?? 0) * perEm;
    });
  }
  return { text: normalised, glyphs, width: pen };
}

/** Where each cluster's characters end: at the next cluster's start (clusters only grow, LTR). */
function clusterEndsOf(clusters: number[], runEnd: number): Map<number, number> {
  const starts = [...new Set(clusters)].sort((a, b) => a - b);
  return new Map(starts.map((start, index) => [start, starts[index + 1] ?? runEnd]));
}

/**
 * Runs of one face: an Indian script's letters take that script's face; anything else
 * (spaces, digits, punctuation, joiners) stays in the face before it when that face has it,
 * so a space between two Telugu words does not split the run, and goes to the Latin faces
 * otherwise.
 */
async function itemise(text: string, style: TextStyle): Promise<Run[]> {
  const runs: Run[] = [];
  let offset = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const previous = runs.at(-1);
    const font = await faceFor(codePoint, previous?.font, style);
    if (previous?.font === font) previous.end += char.length;
    else runs.push({ font, start: offset, end: offset + char.length });
    offset += char.length;
  }
  return runs;
}

async function faceFor(
  codePoint: number,
  previous: LoadedFont | undefined,
  style: TextStyle,
): Promise<LoadedFont> {
  const script = indicScriptOf(codePoint);
  if (script) return loadFont(indicFile(script, style));
  if (previous?.covers(codePoint)) return previous;
  const [basic, extended] = latinFiles(style);
  for (const file of [basic, extended]) {
    const font = await loadFont(file);
    if (font.covers(codePoint)) return font;
  }
  // No face has it (an emoji, say): the basic Latin face draws its "missing glyph" box.
  return previous ?? loadFont(basic);
}
