import { inflateSync } from "node:zlib";

/**
 * WOFF 1.0 (what @fontsource ships beside WOFF2) to the plain sfnt that HarfBuzz and a PDF's
 * FontFile2 read. WOFF1 is only the sfnt's tables, each zlib-compressed when that made it
 * smaller: inflating them and writing the table directory again is all it takes, where WOFF2
 * would need Brotli and its glyf transform. Checksums are copied from the WOFF directory,
 * which holds the original ones.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) {
    throw new Error("Not a WOFF 1.0 font");
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);

  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new Error("A WOFF table has the wrong length");
    return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data };
  });

  const directoryEnd = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.byteLength), directoryEnd);
  const sfnt = new Uint8Array(total);
  const out = new DataView(sfnt.buffer);

  // The binary-search fields of the offset table, from the largest power of two ≤ numTables.
  const entrySelector = Math.floor(Math.log2(Math.max(numTables, 1)));
  const searchRange = 2 ** entrySelector * 16;
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * 16 - searchRange);

  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    out.setUint32(entry, table.tag);
    out.setUint32(entry + 4, table.checksum);
    out.setUint32(entry + 8, offset);
    out.setUint32(entry + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}
