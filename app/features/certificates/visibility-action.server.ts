import type { AppLoadContext } from "react-router";
import { normaliseCertificateId } from "#shared/domain/certificates";
import { indexableSchema } from "#shared/schemas/certificate";
import type { VisibilityAnswer } from "./VisibilityForm";

export const visibilityMessages = {
  signIn: "Sign in with the address the certificate was issued to, and confirm it, to change this.",
  shown: "Saved: search engines may show this certificate's page.",
  hidden: "Saved: search engines will not show this certificate's page.",
} as const;

/**
 * /account's action: the signed-in holder, once their address is confirmed, lets search
 * engines show one of their certificates' pages or not. A ticked box is sent as "on" and an
 * unticked one not at all, as HTML forms do; the service refuses a certificate that is not
 * the visitor's.
 */
export async function visibilityAction(
  request: Request,
  services: AppLoadContext["services"],
): Promise<{ status: number; visibility: VisibilityAnswer }> {
  const form = await request.formData();
  const typed = form.get("certificate");
  const id = (typeof typed === "string" && normaliseCertificateId(typed)) || "";
  const { indexable } = indexableSchema.parse({ indexable: form.get("indexable") === "on" });
  const overview = await services.accounts.overview(request.headers);
  if (overview?.emailVerified !== true) {
    return { status: 403, visibility: { id, ok: false, message: visibilityMessages.signIn } };
  }
  try {
    await services.certificates.holders.setIndexable(id, overview.user.email, indexable);
  } catch (error) {
    if (!services.isRefusal(error)) throw error;
    return { status: 404, visibility: { id, ok: false, message: error.message } };
  }
  const message = indexable ? visibilityMessages.shown : visibilityMessages.hidden;
  return { status: 200, visibility: { id, ok: true, message } };
}
