import { PDFDocument, type PDFRef } from "pdf-lib";
import type { BackgroundItem, ImageItem } from "../drawing";
import type { PlacedObject } from "./page";
import { embedPicture, type EmbeddedPicture } from "./pictures";

export type EmbeddedObject = Omit<PlacedObject, "key"> & { ref: PDFRef };

/** The XObject a picture or a background is drawn from. */
export async function embedObject(
  doc: PDFDocument,
  item: ImageItem | BackgroundItem,
): Promise<EmbeddedObject> {
  if (item.kind === "image") return imageObject(await embedPicture(doc, item.picture, "signature"));
  if (item.type === "application/pdf") return embedFirstPage(doc, item.bytes);
  const picture = { type: item.type, bytes: item.bytes };
  return imageObject(await embedPicture(doc, picture, "background"));
}

/** An image XObject fills the unit square: scaled to its pixels, it is measured like a page. */
function imageObject({ ref, width, height }: EmbeddedPicture): EmbeddedObject {
  return { ref, width, height, upright: [width, 0, 0, height, 0, 0] };
}

/**
 * The first page of an uploaded PDF as a form XObject, cut to its crop box (what a viewer
 * shows) and turned upright when the page is rotated (/Rotate, clockwise).
 */
async function embedFirstPage(doc: PDFDocument, bytes: Uint8Array): Promise<EmbeddedObject> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const page = source.getPage(0);
  const box = page.getCropBox();
  const embedded = await doc.embedPage(page, {
    left: box.x,
    bottom: box.y,
    right: box.x + box.width,
    top: box.y + box.height,
  });
  const { width: w, height: h } = box;
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const turned = rotation === 90 || rotation === 270;
  const upright: Record<typeof rotation, PlacedObject["upright"]> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, -1, 1, 0, 0, w],
    180: [-1, 0, 0, -1, w, h],
    270: [0, 1, -1, 0, h, 0],
  };
  return {
    ref: embedded.ref,
    width: turned ? h : w,
    height: turned ? w : h,
    upright: upright[rotation],
  };
}
