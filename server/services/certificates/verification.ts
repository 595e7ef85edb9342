import { normaliseCertificateId, type CertificateState } from "#shared/domain/certificates";
import { indiaLongDate } from "#shared/domain/india-time";
import type { AppDatabase } from "../../db/connect";
import { addToProfileUrl } from "./linkedin";
import { certificateUrls, stateOf, type CertificateRow } from "./records";

/**
 * What the verification page says about a certificate: only what the certificate itself
 * states, and nothing more about the person. A withdrawn one names nobody.
 */
export type VerifiedCertificate =
  | { state: "withdrawn"; id: string }
  | {
      state: Exclude<CertificateState, "withdrawn">;
      id: string;
      holderName: string;
      programme: string;
      period: string;
      issuedOn: string;
      signatory: { name: string; title: string };
      revoked: { on: string; reason: string } | null;
      replacedBy: string | null;
      /** The holder lets search engines show the page. */
      indexable: boolean;
      urls: { page: string; pdf: string; image: string };
      linkedInUrl: string;
    };

export function certificateVerification(
  { db }: AppDatabase,
  { siteUrl, organizationId }: { siteUrl: string; organizationId: string | undefined },
) {
  const view = (row: CertificateRow): VerifiedCertificate => {
    const state = stateOf(row);
    if (state === "withdrawn") return { state, id: row.id };
    const urls = certificateUrls(siteUrl, row.id);
    return {
      state,
      id: row.id,
      holderName: row.holder_name,
      programme: row.programme,
      period: row.period,
      issuedOn: indiaLongDate(row.issued_at),
      signatory: { name: row.signatory_name, title: row.signatory_title },
      revoked:
        row.revoked_at && row.revoke_reason
          ? { on: indiaLongDate(row.revoked_at), reason: row.revoke_reason }
          : null,
      replacedBy: row.replaced_by,
      indexable: state === "valid" && row.indexable === 1,
      urls,
      linkedInUrl: addToProfileUrl({
        name: row.programme,
        organizationId,
        issuedAt: row.issued_at,
        certUrl: urls.page,
        certId: row.id,
      }),
    };
  };

  return {
    /** The certificate an ID (as typed: any case, with or without dashes) names, or null. */
    async byId(typed: string): Promise<VerifiedCertificate | null> {
      const id = normaliseCertificateId(typed);
      if (!id) return null;
      const row = await db
        .selectFrom("certificates")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? view(row) : null;
    },

    /** The certificates of one holder's address, for their account page; withdrawn ones are gone. */
    async forHolder(
      email: string,
    ): Promise<Array<Exclude<VerifiedCertificate, { state: "withdrawn" }>>> {
      const rows = await db
        .selectFrom("certificates")
        .selectAll()
        .where((eb) => eb(eb.fn("lower", ["holder_email"]), "=", email.trim().toLowerCase()))
        .where("withdrawn_at", "is", null)
        .where("replaced_by", "is", null)
        .orderBy("issued_at", "desc")
        .execute();
      return rows.map(view).filter((each) => each.state !== "withdrawn");
    },

    /** The current certificate of a registration, for its ticket page. */
    async forRegistration(registrationId: string) {
      const row = await db
        .selectFrom("certificates")
        .selectAll()
        .where("registration_id", "=", registrationId)
        .where("holder_key", "is not", null)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      return row ? view(row) : null;
    },

    /**
     * The current certificate of the registration a ticket is for, for its ticket page (the
     * ticket's view carries no registration id): as forRegistration, found by the token.
     */
    async forTicket(token: string) {
      const row = await db
        .selectFrom("tickets as t")
        .innerJoin("certificates as c", "c.registration_id", "t.registration_id")
        .selectAll("c")
        .where("t.token", "=", token)
        .where("c.holder_key", "is not", null)
        .where("c.withdrawn_at", "is", null)
        .executeTakeFirst();
      return row ? view(row) : null;
    },
  };
}
