import { site } from "#shared/content/site";
import { certificatePageItems } from "./design/page";
import { writePdf } from "./pdf/document";
import type { CertificateArtwork, CertificateContent } from "./types";

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** One page per content, the same artwork on every page (staff preview several names in one PDF). */
export async function renderCertificatePdf(
  contents: CertificateContent[],
  artwork: CertificateArtwork,
): Promise<Uint8Array> {
  const [first] = contents;
  if (!first) throw new Error("A certificate PDF needs at least one certificate");
  const pages = [];
  for (const content of contents) {
    pages.push(await certificatePageItems(content, artwork, { pdfBackgrounds: true }));
  }
  const more = contents.length > 1 ? ` and ${contents.length - 1} more` : "";
  return writePdf(pages, {
    title: `Certificate ${first.id} — ${first.holderName}${more}`,
    author: site.legalName,
    subject: `Certificate of completion: ${first.programme}`,
    creator: site.name,
    producer: `${site.name} certificates (pdf-lib, HarfBuzz)`,
    language: "en-IN",
    created: issueDate(first.issuedOn),
  });
}

/** "30 January 2027" as that day (midnight UTC), for the PDF's creation date; null if not that form. */
function issueDate(issuedOn: string): Date | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(issuedOn.trim());
  const month = months.indexOf(match?.[2] ?? "");
  if (!match || month < 0) return null;
  return new Date(Date.UTC(Number(match[3]), month, Number(match[1])));
}
