import { redirect } from "react-router";
import { normaliseCertificateId } from "#shared/domain/certificates";
import { certificatePaths } from "../features/certificates/certificate-view";
import type { Route } from "./+types/certificate-pdf";

/**
 * A valid certificate's PDF, drawn when asked for: shown in the browser (inline) and saved
 * under a name that says what it is. A revoked, replaced or withdrawn one has none (404), so
 * no fresh copy of it circulates looking valid; `no-cache` makes a revocation count at once.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = normaliseCertificateId(params.id);
  if (id && id !== params.id) throw redirect(certificatePaths(id).pdf, 301);
  const pdf = id && (await context.services.certificates.documents.pdf(id));
  if (!pdf) throw new Response("Not found", { status: 404 });
  // A copy on a plain ArrayBuffer: the type a Response body takes (a Buffer may share memory).
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="Kodeveda-certificate-${id}.pdf"`,
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}
