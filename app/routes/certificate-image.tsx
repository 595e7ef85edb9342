import { redirect } from "react-router";
import { normaliseCertificateId } from "#shared/domain/certificates";
import { certificatePaths } from "../features/certificates/certificate-view";
import type { Route } from "./+types/certificate-image";

/**
 * A valid certificate's picture for link previews (1200 × 630, the page's og:image), drawn
 * when asked for; none for a certificate that is not valid (404), and `no-cache` so a
 * revocation counts at once. Kept out of image search, whatever the page allows: the page is
 * the record, not a picture of a named person.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = normaliseCertificateId(params.id);
  if (id && id !== params.id) throw redirect(certificatePaths(id).image, 301);
  const png = id && (await context.services.certificates.documents.image(id));
  if (!png) throw new Response("Not found", { status: 404 });
  // A copy on a plain ArrayBuffer: the type a Response body takes (a Buffer may share memory).
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex",
    },
  });
}
