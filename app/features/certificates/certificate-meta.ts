import type { MetaDescriptor } from "react-router";
import { site } from "#shared/content/site";
import { certificateMessages } from "#shared/domain/certificates";
import { pageMeta } from "../../seo";
import { certificateTexts } from "./certificate-texts";
import { certificatePaths, type CertificatePage } from "./certificate-view";

/**
 * What a certificate's page tells search engines and link previews. Only a valid one gets a
 * preview card (Open Graph, Twitter) with its own picture: a shared link to a revoked or
 * withdrawn one must not unfurl as a certificate. Robots are kept out unless the holder let
 * them in, and they only may for a valid one.
 */
export function certificateMeta(
  matches: Parameters<typeof pageMeta>[0],
  certificate: CertificatePage | null,
  indexable: boolean,
): MetaDescriptor[] {
  if (certificate?.state === "valid") {
    const { id, holderName, programme, period } = certificate;
    return pageMeta(matches, {
      title: `Certificate ${id} · ${programme}`,
      description: `${holderName} completed ${programme} with ${site.name} (${period}). Verify this certificate.`,
      path: certificatePaths(id).page,
      image: {
        src: certificatePaths(id).image,
        alt: `${site.name} certificate ${id}: ${holderName}, ${programme}`,
        width: 1200,
        height: 630,
      },
      type: "website",
      noindex: !indexable,
    });
  }
  const { title, description } = plainWords(certificate);
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex" },
  ];
}

function plainWords(certificate: CertificatePage | null) {
  switch (certificate?.state) {
    case undefined:
    case "valid":
      return { title: certificateTexts.notFound, description: certificateMessages.unknown };
    case "revoked":
      return {
        title: `Certificate ${certificate.id}: revoked`,
        description: certificateMessages.revoked,
      };
    case "replaced":
      return {
        title: `Certificate ${certificate.id}: replaced`,
        description: certificateMessages.replaced,
      };
    case "withdrawn":
      return { title: "Certificate withdrawn", description: certificateMessages.withdrawn };
  }
}
