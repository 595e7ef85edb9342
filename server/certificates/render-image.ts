import { certificatePageItems } from "./design/page";
import { ogPicture } from "./image/og";
import type { CertificateArtwork, CertificateContent } from "./types";

/** 1200×630 PNG for og:image: the certificate's look (an image background is used; a PDF background falls back to the built-in look), the name shaped the same way. */
export async function renderCertificateImage(
  content: CertificateContent,
  artwork: CertificateArtwork,
): Promise<Buffer> {
  return ogPicture(await certificatePageItems(content, artwork, { pdfBackgrounds: false }));
}
