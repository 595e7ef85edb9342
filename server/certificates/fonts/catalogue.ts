/**
 * Which font file draws which character. A certificate uses three styles (the display serif
 * of the title and the name, and a sans in two weights for the rest); each style is a Latin
 * face and, for each Indian script, the Noto Sans face of that script at the nearest weight.
 * The files are @fontsource's per-script subsets, resolved from node_modules when first used.
 */

const indicScripts = [
  "devanagari",
  "bengali",
  "gurmukhi",
  "gujarati",
  "oriya",
  "tamil",
  "telugu",
  "kannada",
  "malayalam",
] as const;
export type IndicScript = (typeof indicScripts)[number];

export type TextStyle = "display" | "regular" | "bold";

/** A font file, by the package specifier `require.resolve` takes. */
export type FontFile = string;

/** Unicode blocks of the scripts, in Unicode's order (U+0900 Devanagari to U+0D7F Malayalam). */
const indicBlockStart = 0x0900;
const indicBlockSize = 0x80;
const vedicExtensions = { from: 0x1cd0, to: 0x1cff };
const devanagariExtended = { from: 0xa8e0, to: 0xa8ff };
/** The dandas are in the Devanagari block but end sentences in every script: they follow it. */
const sharedPunctuation = new Set([0x0964, 0x0965]);

/** The Indian script a character belongs to, or null (Latin, digits, spaces, punctuation). */
export function indicScriptOf(codePoint: number): IndicScript | null {
  if (sharedPunctuation.has(codePoint)) return null;
  if (
    (codePoint >= vedicExtensions.from && codePoint <= vedicExtensions.to) ||
    (codePoint >= devanagariExtended.from && codePoint <= devanagariExtended.to)
  ) {
    return "devanagari";
  }
  const block = Math.floor((codePoint - indicBlockStart) / indicBlockSize);
  return codePoint >= indicBlockStart ? (indicScripts[block] ?? null) : null;
}

const latinWeight: Record<TextStyle, { family: string; weight: number }> = {
  display: { family: "noto-serif", weight: 600 },
  regular: { family: "noto-sans", weight: 400 },
  bold: { family: "noto-sans", weight: 700 },
};

/** The Latin faces of a style, most used first: basic Latin, then accented and other Latin. */
export function latinFiles(style: TextStyle): [FontFile, FontFile] {
  const { family, weight } = latinWeight[style];
  const file = (subset: string) =>
    `@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`;
  return [file("latin"), file("latin-ext")];
}

/** The face of an Indian script in a style: Noto Sans of that script (no serif covers all nine). */
export function indicFile(script: IndicScript, style: TextStyle): FontFile {
  const { weight } = latinWeight[style];
  return `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff`;
}
