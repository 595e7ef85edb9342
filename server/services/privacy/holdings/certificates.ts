import { recordsOnly, type TableHoldings } from "./table-holdings";

/**
 * Certificates (issue 40): a mentor's tick of a paid student, the designs and workshops staff
 * make, and the certificates, which are their holder's: found by the address they were
 * issued to, and withdrawn by erasure (their names blanked, the verification page then
 * saying so and naming nobody: services/certificates/holder.ts).
 */
export const certificateHoldings = {
  certificate_completions: {
    title: "Your project completion",
    purpose: "Deciding who receives a certificate",
    reach: { via: "registrations", column: "registration_id", parentColumn: "id" },
    erasure: "delete",
    columns: {
      registration_id: "record",
      // A mentor's words about the student's work.
      note: "personal",
      marked_by: "record",
      marked_at: "record",
    },
  },
  certificate_designs: {
    title: "Certificate designs",
    purpose: "What certificates are printed on",
    reach: { none: "The company's artwork and its signatory, who signs for the company" },
    erasure: "none",
    columns: recordsOnly([
      "id",
      "name",
      "layout",
      "text_colour",
      "signatory_name",
      "signatory_title",
      "background_type",
      "background",
      "signature_type",
      "signature",
      "version",
      "updated_by",
      "created_at",
      "updated_at",
    ]),
  },
  certificate_workshops: {
    title: "Workshops",
    purpose: "The college workshops certificates were issued for",
    reach: { none: "A workshop's title, college and dates: its participants are in certificates" },
    erasure: "none",
    columns: {
      ...recordsOnly([
        "id",
        "title",
        "college",
        "period",
        "booking_id",
        "created_by",
        "created_at",
      ]),
      request_key: "secret",
    },
  },
  certificates: {
    title: "Your certificates",
    purpose: "Certifying what you completed, for anyone you show it to",
    reach: { email: ["holder_email"] },
    erasure: "anonymise",
    columns: {
      id: "record",
      source: "record",
      registration_id: "record",
      workshop_id: "record",
      holder_key: "secret",
      holder_name: "personal",
      holder_email: "personal",
      college: "personal",
      programme: "record",
      period: "record",
      design_id: "record",
      signatory_name: "record",
      signatory_title: "record",
      issued_at: "record",
      issued_by: "record",
      revoked_at: "record",
      revoked_by: "record",
      revoke_reason: "record",
      replaced_by: "record",
      replaced_at: "record",
      withdrawn_at: "record",
      indexable: "record",
    },
  },
} as const satisfies Record<string, TableHoldings>;
