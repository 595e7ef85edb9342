/** A PDF allows at most 100 entries in one bfchar block. */
const blockSize = 100;

const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, "0");

/** UTF-16BE in hex, as a CMap writes a destination string. */
function utf16Hex(text: string): string {
  let hex = "";
  for (let index = 0; index < text.length; index++) hex += hex4(text.charCodeAt(index));
  return hex;
}

/**
 * The ToUnicode CMap of a font whose codes are glyph ids (Identity-H): what each glyph stands
 * for, so a reader can copy and search the text. Only a cluster's first glyph is listed, with
 * the whole cluster's characters; the marks and halves after it stand for nothing more.
 */
export function toUnicodeCMap(glyphText: ReadonlyMap<number, string>): string {
  const entries = [...glyphText]
    .filter(([, text]) => text !== "")
    .sort(([a], [b]) => a - b)
    .map(([glyph, text]) => `<${hex4(glyph)}> <${utf16Hex(text)}>`);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += blockSize) {
    const block = entries.slice(start, start + blockSize);
    blocks.push(`${block.length} beginbfchar\n${block.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}
