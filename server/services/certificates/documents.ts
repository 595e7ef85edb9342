import { indiaLongDate } from "#shared/domain/india-time";
import {
  renderCertificateImage,
  renderCertificatePdf,
  type CertificateContent,
} from "../../certificates";
import type { AppDatabase } from "../../db/connect";
import type { certificateDesigns } from "./designs";
import { certificateUrls, stateOf, type CertificateRow } from "./records";

/** The names a design is previewed with before anything is issued on it. */
export const previewNames = [
  "Venkata Lakshmi Narasimha Satyanarayana Chakravarthula",
  "प्रिया शर्मा क्षत्रिय",
  "శ్రీనివాస్ రెడ్డి",
  "கார்த்திகேயன் சுப்பிரமணியம்",
] as const;

/**
 * A certificate's PDF and its picture for link previews, rendered when asked for from what
 * the certificate states and the design it was issued on. Only a valid certificate has them:
 * a revoked one must not circulate looking valid.
 */
export function certificateDocuments(
  { db }: AppDatabase,
  designs: ReturnType<typeof certificateDesigns>,
  { siteUrl }: { siteUrl: string },
) {
  const contentOf = (
    row: CertificateRow,
    signatory: { name: string; title: string },
  ): CertificateContent => ({
    id: row.id,
    holderName: row.holder_name,
    programme: row.programme,
    period: row.period,
    verifyUrl: certificateUrls(siteUrl, row.id).page,
    issuedOn: indiaLongDate(row.issued_at),
    signatory: {
      name: row.signatory_name || signatory.name,
      title: row.signatory_title || signatory.title,
    },
  });

  async function valid(id: string) {
    const row = await db
      .selectFrom("certificates")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || stateOf(row) !== "valid") return null;
    return { row, design: await designs.printing(row.design_id) };
  }

  return {
    async pdf(id: string): Promise<Uint8Array | null> {
      const found = await valid(id);
      if (!found) return null;
      return renderCertificatePdf(
        [contentOf(found.row, found.design.signatory)],
        found.design.artwork,
      );
    },

    async image(id: string): Promise<Buffer | null> {
      const found = await valid(id);
      if (!found) return null;
      return renderCertificateImage(
        contentOf(found.row, found.design.signatory),
        found.design.artwork,
      );
    },

    /** A design with a long name and names in three Indian scripts, one page each. */
    async preview(designId: string | null, now = new Date()): Promise<Uint8Array> {
      const design = await designs.printing(designId);
      return renderCertificatePdf(
        previewNames.map((holderName) => ({
          id: "KV-PREV-1EW0",
          holderName,
          programme: "Full-Stack Web Development with React and Node.js",
          period: "5 Dec 2026 – 30 Jan 2027 · 24 hours",
          verifyUrl: `${siteUrl}/certificates/KV-PREV-1EW0`,
          issuedOn: indiaLongDate(now),
          signatory: design.signatory,
        })),
        design.artwork,
      );
    },
  };
}
