/**
 * Certificates (issue 40): what a certificate says, where its fields sit on the page, and the
 * shape of its ID. The browser (the design form, the verification page) and the server (the
 * PDF, the issuing) read these from here.
 */

/** The page every certificate is printed on: A4 landscape, in millimetres. */
export const certificatePage = { widthMm: 297, heightMm: 210 } as const;

/** The fields staff place on a design; the built-in design places all of them. */
export const certificateFields = [
  "name",
  "programme",
  "period",
  "certificateId",
  "qr",
  "signatory",
] as const;
export type CertificateField = (typeof certificateFields)[number];

export const certificateFieldLabels: Record<CertificateField, string> = {
  name: "Holder's name",
  programme: "Programme title",
  period: "Dates or hours",
  certificateId: "Certificate ID",
  qr: "QR code (verification link)",
  signatory: "Signatory (signature, name and title)",
};

export const fieldAlignments = ["left", "center", "right"] as const;
export type FieldAlignment = (typeof fieldAlignments)[number];

/**
 * Where one field sits, in millimetres from the page's top-left corner. For a line of text,
 * `x` is where the line is anchored by `align` and `y` its baseline, and `size` is the type
 * size in points (a long name is shrunk to fit `maxWidthMm`). For the QR code, `x`/`y` is
 * its top-left corner and `size` its side in millimetres. For the signatory, `y` is the
 * baseline of the name: the signature picture sits above it and the title below.
 */
export interface FieldPlacement {
  x: number;
  y: number;
  size: number;
  align: FieldAlignment;
  maxWidthMm: number;
}

export type CertificateLayout = Record<CertificateField, FieldPlacement>;

/** The numbers of a placement staff may enter: the schema checks them, the form's inputs show them. */
export const placementLimits = {
  x: { min: 0, max: certificatePage.widthMm },
  y: { min: 0, max: certificatePage.heightMm },
  size: { min: 6, max: 96 },
  maxWidthMm: { min: 10, max: certificatePage.widthMm },
} as const;

/** Where the built-in design puts each field; an uploaded background starts from these too. */
export const builtInLayout: CertificateLayout = {
  name: { x: 148.5, y: 98, size: 30, align: "center", maxWidthMm: 230 },
  programme: { x: 148.5, y: 123, size: 16, align: "center", maxWidthMm: 230 },
  period: { x: 148.5, y: 133, size: 11, align: "center", maxWidthMm: 230 },
  certificateId: { x: 24, y: 190, size: 9, align: "left", maxWidthMm: 90 },
  qr: { x: 24, y: 152, size: 30, align: "left", maxWidthMm: 30 },
  signatory: { x: 236, y: 176, size: 11, align: "center", maxWidthMm: 80 },
};

/** The text colour of the placed fields, as `#rrggbb`: dark by default, light on a dark background. */
export const defaultTextColour = "#1f2937";

/** What a background may be: a picture or a one-page PDF exported from Canva or similar. */
export const backgroundTypes = ["image/png", "image/jpeg", "application/pdf"] as const;
export type BackgroundType = (typeof backgroundTypes)[number];
export const signatureTypes = ["image/png", "image/jpeg"] as const;
export const maxBackgroundBytes = 8 * 1024 * 1024;
export const maxSignatureBytes = 1024 * 1024;

/**
 * A certificate's ID: "KV-" and eight characters of Crockford's base 32 without the letters
 * people misread (I, L, O, U), in two groups: short enough to type from a printout, and with
 * 32^8 (about 1.1 million million) possibilities, unguessable behind the page's rate limit.
 */
export const certificateIdAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const certificateIdPattern = /^KV-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** What someone typed as an ID, in the one form IDs are stored in (or null: not an ID). */
export function normaliseCertificateId(typed: string): string | null {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (!compact.startsWith("KV") || compact.length !== 10) return null;
  const id = `KV-${compact.slice(2, 6)}-${compact.slice(6)}`;
  return certificateIdPattern.test(id) ? id : null;
}

/** What a certificate is now: valid, revoked by staff, replaced by a reissue, or withdrawn by its holder. */
export const certificateStates = ["valid", "revoked", "replaced", "withdrawn"] as const;
export type CertificateState = (typeof certificateStates)[number];

/** What a certificate was issued for: a project's paid registration, or a workshop's participant. */
export const certificateSources = ["project", "workshop"] as const;
export type CertificateSource = (typeof certificateSources)[number];

export const certificateMessages = {
  withdrawn: "This certificate was withdrawn by its holder.",
  unknown: "No certificate has this ID. Check it against the printed certificate.",
  revoked: "This certificate was revoked.",
  replaced: "This certificate was replaced by a corrected one.",
  valid: "This certificate is valid.",
} as const;
