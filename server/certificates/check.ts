import { EncryptedPDFError, PDFDocument } from "pdf-lib";
import {
  backgroundTypes,
  certificatePage,
  maxBackgroundBytes,
  maxSignatureBytes,
  signatureTypes,
  type BackgroundType,
} from "#shared/domain/certificates";
import { loadSharp } from "../media/sharp";
import { maxImagePixels } from "../media/validate";
import { embedObject } from "./pdf/objects";

const a4Landscape = certificatePage.widthMm / certificatePage.heightMm;
/** How far a background's shape may be from A4 landscape: it is scaled to cover the page. */
const aspectTolerance = 0.05;

const exportAgain = "Export it again and upload the new file.";

export const checkMessages = {
  empty: "The file is empty. Choose the file again.",
  backgroundType: "Upload the background as a PNG or JPEG picture, or as a PDF.",
  backgroundSize: `The background must be ${maxBackgroundBytes / 1024 / 1024} MB or smaller. Export it at a lower resolution (A4 at 300 dpi is 3508 × 2480 pixels), or as a JPEG.`,
  signatureType:
    "Upload the signature as a PNG or JPEG picture (a PNG with a transparent background looks best).",
  signatureSize: `The signature picture must be ${maxSignatureBytes / 1024 / 1024} MB or smaller. Save it at a smaller size, for example 600 × 200 pixels.`,
  mismatch: `The file's contents are not the type it was sent as. Save it again as PNG, JPEG or PDF, then upload it.`,
  damagedPicture: `This picture could not be read: the file may be damaged or incomplete. ${exportAgain}`,
  pixels:
    "The picture must be 40 megapixels or smaller. Export it at A4 size, for example 3508 × 2480 pixels.",
  damagedPdf: `This PDF could not be read: the file may be damaged. ${exportAgain}`,
  encryptedPdf:
    "This PDF is protected by a password. Export it again without a password and upload the new file.",
  emptyPdf: "This PDF has no pages. Export the design as a PDF of one page and upload it.",
} as const;

/** The aspect message: says which way the upload is off and what size to export instead. */
function aspectMessage(width: number, height: number): string {
  const shape =
    width < height ? "is portrait (taller than wide)" : `is ${(width / height).toFixed(2)} : 1`;
  return `The background must be A4 landscape (297 × 210 mm, 1.41 : 1); this one ${shape}. Export it at A4 landscape, for example 3508 × 2480 pixels or a 297 × 210 mm PDF page.`;
}

/** What the bytes are, by their first bytes (never by a file name or a browser's claim). */
function sniff(bytes: Uint8Array): BackgroundType | null {
  const starts = (...signature: number[]) =>
    signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  // A PDF's header may follow up to 1024 bytes of something else (PDF 32000, 7.5.2).
  return Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-") ? "application/pdf" : null;
}

/**
 * Checks an uploaded background: a PNG or JPEG that decodes, or a PDF whose first page can be
 * drawn, roughly A4 landscape (within 5 % of 297 : 210). A message for staff, or null.
 */
export async function checkBackground(
  type: BackgroundType,
  bytes: Uint8Array,
): Promise<string | null> {
  if (!(backgroundTypes as readonly string[]).includes(type)) return checkMessages.backgroundType;
  if (bytes.byteLength === 0) return checkMessages.empty;
  if (bytes.byteLength > maxBackgroundBytes) return checkMessages.backgroundSize;
  const sniffed = sniff(bytes);
  if (!sniffed) return checkMessages.backgroundType;
  if (sniffed !== type) return checkMessages.mismatch;
  const size = type === "application/pdf" ? await pdfPageSize(bytes) : await pictureSize(bytes);
  if (typeof size === "string") return size;
  const off = Math.abs(size.width / size.height / a4Landscape - 1);
  return off > aspectTolerance ? aspectMessage(size.width, size.height) : null;
}

/** Checks a signature picture: a PNG or JPEG that decodes. A message for staff, or null. */
export async function checkSignature(type: string, bytes: Uint8Array): Promise<string | null> {
  if (!(signatureTypes as readonly string[]).includes(type)) return checkMessages.signatureType;
  if (bytes.byteLength === 0) return checkMessages.empty;
  if (bytes.byteLength > maxSignatureBytes) return checkMessages.signatureSize;
  const sniffed = sniff(bytes);
  if (sniffed === "application/pdf" || !sniffed) return checkMessages.signatureType;
  if (sniffed !== type) return checkMessages.mismatch;
  const size = await pictureSize(bytes);
  return typeof size === "string" ? size : null;
}

/** The picture's size as displayed, once every pixel has decoded; or what is wrong with it. */
async function pictureSize(bytes: Uint8Array): Promise<{ width: number; height: number } | string> {
  const sharp = await loadSharp();
  try {
    const { autoOrient, width, height } = await sharp(bytes).metadata();
    if (width * height > maxImagePixels) return checkMessages.pixels;
    // A truncated or corrupt file shows only when its pixels are decoded.
    await sharp(bytes, { failOn: "error", limitInputPixels: maxImagePixels })
      .resize({ width: 64, height: 64, fit: "inside" })
      .raw()
      .toBuffer();
    return autoOrient;
  } catch {
    return checkMessages.damagedPicture;
  }
}

/** The first page's size as a viewer shows it, once it has been drawn into a PDF of ours. */
async function pdfPageSize(bytes: Uint8Array): Promise<{ width: number; height: number } | string> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    return error instanceof EncryptedPDFError
      ? checkMessages.encryptedPdf
      : checkMessages.damagedPdf;
  }
  try {
    if (source.getPageCount() === 0) return checkMessages.emptyPdf;
    const trial = await PDFDocument.create({ updateMetadata: false });
    const background = { kind: "background", type: "application/pdf", bytes } as const;
    const { width, height } = await embedObject(trial, background);
    await trial.save();
    return { width, height };
  } catch {
    return checkMessages.damagedPdf;
  }
}
