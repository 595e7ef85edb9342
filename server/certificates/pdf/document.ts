import { PDFDocument, PDFName, type PDFRef } from "pdf-lib";
import { certificatePage } from "#shared/domain/certificates";
import { pointsPerMm, type DrawItem, type TextItem } from "../drawing";
import { embedFonts } from "./fonts";
import { operatorsFor, type PlacedObject } from "./page";
import { embedObject } from "./objects";

export interface DocumentInfo {
  title: string;
  author: string;
  subject: string;
  creator: string;
  producer: string;
  language: string;
  created: Date | null;
}

const pageWidth = certificatePage.widthMm * pointsPerMm;
const pageHeight = certificatePage.heightMm * pointsPerMm;

/**
 * A PDF of the pages: fonts and pictures are embedded once and shared by every page. Nothing
 * in it depends on the clock or on chance, so the same certificate gives the same bytes.
 */
export async function writePdf(pages: DrawItem[][], info: DocumentInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const items = pages.flat();
  const fonts = await embedFonts(
    doc,
    items.filter((item): item is TextItem => item.kind === "text"),
  );
  const objects = new Map<Uint8Array, PlacedObject & { ref: PDFRef }>();
  for (const item of items) {
    if (item.kind !== "image" && item.kind !== "background") continue;
    const bytes = item.kind === "image" ? item.picture.bytes : item.bytes;
    if (objects.has(bytes)) continue;
    objects.set(bytes, { key: `X${objects.size + 1}`, ...(await embedObject(doc, item)) });
  }

  for (const items of pages) {
    const page = doc.addPage([pageWidth, pageHeight]);
    for (const { key, ref } of fonts.values()) page.node.setFontDictionary(PDFName.of(key), ref);
    for (const { key, ref } of objects.values()) page.node.setXObject(PDFName.of(key), ref);
    const context = { width: pageWidth, height: pageHeight, fonts, objects };
    page.pushOperators(...items.flatMap((item) => operatorsFor(item, context)));
  }

  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  doc.setCreator(info.creator);
  doc.setProducer(info.producer);
  doc.setLanguage(info.language);
  if (info.created) doc.setCreationDate(info.created);
  return doc.save({ useObjectStreams: true });
}
