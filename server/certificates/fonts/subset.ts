import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** The C functions of harfbuzzjs's hb-subset build used here (pointers are numbers). */
interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const memoryModeWritable = 2;
/** The glyph ids of the output are those of the input: HarfBuzz shaped with the whole font. */
const retainGids = 0x2;
const noHinting = 0x1;
const noLayoutClosure = 0x200;
const dropTableSet = 3;
/**
 * Tables a PDF's CIDFontType2 never reads: the text is shaped already (layout tables), and a
 * CID font with CIDToGIDMap Identity finds glyphs by id, not through the cmap.
 */
const droppedTables = ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "cmap", "kern", "DSIG"];

let loading: Promise<SubsetExports> | undefined;

/**
 * hb-subset is a separate WebAssembly module of harfbuzzjs with no imports; it is loaded
 * beside the package's own file in node_modules (the server bundle keeps packages external),
 * and only once a PDF is written.
 */
function subsetter(): Promise<SubsetExports> {
  loading ??= (async () => {
    const path = createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(path));
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return loading;
}

/** An OpenType tag ("GSUB") as the 32-bit number HarfBuzz's sets hold. */
const tagValue = (tag: string) => new DataView(new TextEncoder().encode(tag).buffer).getUint32(0);

/**
 * The font with only the given glyphs' outlines, at their original ids (the others stay as
 * empty slots: 4 bytes each in `loca`, a few KB for a large Indic font).
 */
export async function subsetFont(
  sfnt: Uint8Array,
  glyphIds: Iterable<number>,
): Promise<Uint8Array> {
  const hb = await subsetter();
  const input = hb.malloc(sfnt.byteLength);
  new Uint8Array(hb.memory.buffer).set(sfnt, input);
  const blob = hb.hb_blob_create(input, sfnt.byteLength, memoryModeWritable, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const plan = hb.hb_subset_input_create_or_fail();
  try {
    const glyphs = hb.hb_subset_input_glyph_set(plan);
    for (const glyphId of glyphIds) hb.hb_set_add(glyphs, glyphId);
    const dropped = hb.hb_subset_input_set(plan, dropTableSet);
    for (const tag of droppedTables) hb.hb_set_add(dropped, tagValue(tag));
    hb.hb_subset_input_set_flags(plan, retainGids | noHinting | noLayoutClosure);
    const subset = hb.hb_subset_or_fail(face, plan);
    if (subset === 0) throw new Error("HarfBuzz could not subset a font");
    const result = hb.hb_face_reference_blob(subset);
    const data = hb.hb_blob_get_data(result, 0);
    const length = hb.hb_blob_get_length(result);
    // Copied out: the module's memory is reused by the next call.
    const bytes = new Uint8Array(hb.memory.buffer, data, length).slice();
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(plan);
    hb.hb_face_destroy(face);
    hb.free(input);
  }
}
