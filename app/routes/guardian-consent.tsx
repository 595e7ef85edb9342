import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { site } from "#shared/content/site";
import { pageMeta } from "../seo";
import type { Route } from "./+types/guardian-consent";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const consent = await context.services.registrations.guardianConsent.find(token);
  return { consent };
}

/**
 * Consenting is a button, not the link itself: mail scanners open links on their own, and a
 * consent they gave would prove nothing about the parent or guardian.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const consented = await context.services.registrations.guardianConsent.consent(
    token,
    context.clientAddress,
  );
  return { consented };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Consent for a student under 18",
    description: "A parent or guardian consents to a student's project registration.",
    path: "/guardian-consent",
    noindex: true,
  });

export default function GuardianConsent({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { consent } = loaderData;
  if (actionData?.consented) {
    const { studentName, projectTitle } = actionData.consented;
    return (
      <PageHeader
        title="Thank you: your consent is recorded"
        intro={`We have emailed ${studentName} a link to pay for ${projectTitle}. Their place is confirmed once the fee is paid.`}
      >
        <Link to="/" role="status" className={buttonClass("outline", "mt-6")}>
          Go to the home page
        </Link>
      </PageHeader>
    );
  }
  if (!consent || actionData) {
    return (
      <PageHeader
        title="This consent link has expired or was already used"
        intro={`Each link works once, until the seat it holds is released. If you still want to consent, ask the student to register again, or write to ${site.email}.`}
      >
        <Link to="/projects" role="status" className={buttonClass("outline", "mt-6")}>
          See the projects
        </Link>
      </PageHeader>
    );
  }
  return (
    <PageHeader
      title="Consent for a student under 18"
      intro={`Hello ${consent.guardianName}. ${consent.studentName} has registered for a project and told us they are under 18, so we need your consent before we keep their details and take the fee.`}
    >
      <dl className="mt-6 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
        <dt className="font-semibold">Student</dt>
        <dd>{consent.studentName}</dd>
        <dt className="font-semibold">Project</dt>
        <dd>{consent.projectTitle}</dd>
        <dt className="font-semibold">Fee</dt>
        <dd>{`₹${consent.amountPaise / 100}, including project materials, mentorship and certification`}</dd>
      </dl>
      <Form method="post" className="mt-6">
        <p className="max-w-xl text-slate-700">
          By pressing I consent you agree that {consent.studentName} takes part and that we process
          their details for it, as our{" "}
          <Link to="/privacy" className="underline">
            privacy notice
          </Link>{" "}
          describes. We then email them a link to pay.
        </p>
        <button
          type="submit"
          className={buttonClass("primary", "mt-4")}
          disabled={navigation.state !== "idle"}
        >
          I consent
        </button>
      </Form>
    </PageHeader>
  );
}
