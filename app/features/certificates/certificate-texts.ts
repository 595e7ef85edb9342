/** The public certificate pages' own sentences, beside the domain's (certificateMessages). */
export const certificateTexts = {
  valid: "Valid certificate",
  record:
    "This page is the record: a certificate is genuine only if its ID shows it here as valid.",
  notFound: "Certificate not found",
  idLabel: "Certificate ID",
  idHint: "Printed on the certificate, under its QR code, such as KV-7K3M-Q9TX.",
  idRequired: "Enter the certificate ID printed on the certificate, such as KV-7K3M-Q9TX",
  downloadPdf: "Download PDF",
  addToLinkedIn: "Add to your LinkedIn profile",
  indexable: "Let search engines show this certificate's page",
} as const;
