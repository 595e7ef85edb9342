import type { StaffCertificate } from "#shared/domain/certificate-views";
import { send } from "../../admin-api";

/** A certificate as the portal's pages show it. */
export type StaffCertificateView = StaffCertificate;

const certificateUrl = (id: string) => `/api/admin/certificates/${encodeURIComponent(id)}`;

/** A certificate's public page and its PDF, as the holder shares them. */
export const publicCertificateUrls = (id: string) => {
  const page = `/certificates/${encodeURIComponent(id)}`;
  return { page, pdf: `${page}/certificate.pdf` };
};

/** The single certificate page's changes, each an ApiResult with its field's message. */
export const certificatesApi = {
  revoke: (id: string, reason: string) =>
    send<{ ok: true }>(`${certificateUrl(id)}/revoke`, "POST", { reason }),
  reissue: (id: string, name: string) =>
    send<{ id: string }>(`${certificateUrl(id)}/reissue`, "POST", { name }),
};
