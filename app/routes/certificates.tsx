import { redirect } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { certificateMessages } from "#shared/domain/certificates";
import { certificateTexts } from "../features/certificates/certificate-texts";
import { certificatePaths } from "../features/certificates/certificate-view";
import { VerifyForm } from "../features/certificates/VerifyForm";
import { RecruiterNotes } from "../features/certificates/RecruiterNotes";
import { pageMeta } from "../seo";
import type { Route } from "./+types/certificates";

/**
 * "Verify a certificate": one field, sent as `?id=`. A certificate's ID goes on to its page
 * (in the one form IDs have); anything else is answered at the field. Every answer is fresh
 * (`no-cache`): whether an ID exists may change.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("id");
  if (typed === null) return { typed: "", error: null };
  if (typed.trim() === "") return { typed, error: certificateTexts.idRequired };
  const found = await context.services.certificates.verification.byId(typed);
  if (!found) return { typed, error: certificateMessages.unknown };
  throw redirect(certificatePaths(found.id).page);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-cache" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Verify a certificate",
    description:
      "Check a Kodeveda certificate by its ID: see whether it is valid, whom it was issued to and for which programme.",
    path: "/certificates",
  });

export default function Certificates({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Verify a certificate"
        intro="Enter the ID printed on a Kodeveda certificate to see whether it is valid."
        breadcrumbs={[{ name: "Home", path: "/" }]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 lg:grid-cols-2">
        <VerifyForm typed={loaderData.typed} error={loaderData.error} />
        <RecruiterNotes />
      </div>
    </>
  );
}
