import { data, Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { ConfirmEmailNotice } from "../features/auth/ConfirmEmailNotice";
import { AccountCertificates } from "../features/certificates/AccountCertificates";
import { heldCertificates } from "../features/certificates/certificate-page.server";
import { visibilityAction } from "../features/certificates/visibility-action.server";
import { indiaSessionTime } from "#shared/domain/session-time";
import { registrationStatusLabels } from "#shared/domain/registrations";
import { pageMeta } from "../seo";
import type { Route } from "./+types/account";

const indiaMediumDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );

/**
 * Rendered per request: the visitor's registrations, each paid one with its ticket, read with
 * their session cookie, and only once their address is confirmed (anyone can sign up with any
 * address). Session times are worded here, so the page's browser code needs no date formatting.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const overview = await context.services.accounts.overview(request.headers);
  const confirmed = overview?.emailVerified === true;
  const [tickets, certificates] = confirmed
    ? await Promise.all([
        context.services.sessions.tickets.forEmail(overview.user.email),
        context.services.certificates.verification.forHolder(overview.user.email),
      ])
    : [[], []];
  const ticketOf = new Map(
    tickets.map(({ reference, path, nextSession }) => [
      reference,
      {
        path,
        nextSession:
          nextSession && `${indiaSessionTime(nextSession.startsAt, nextSession.endsAt)} IST`,
      },
    ]),
  );
  return {
    user: overview?.user ?? null,
    emailVerified: overview?.emailVerified ?? false,
    // Worded here, so the page's script carries no date formats and no status words.
    registrations: (overview?.registrations ?? []).map((registration) => ({
      reference: registration.reference,
      projectTitle: registration.projectTitle,
      registered: indiaMediumDate(registration.registeredAt),
      payment: registration.paymentMethod === "stripe" ? "Card" : "UPI",
      status: registrationStatusLabels[registration.status],
      ticket: ticketOf.get(registration.reference) ?? null,
    })),
    certificates: heldCertificates(certificates),
  };
}

/** The page's one form: whether search engines show one of the visitor's certificates. */
export async function action({ request, context }: Route.ActionArgs) {
  const { status, visibility } = await visibilityAction(request, context.services);
  return data({ visibility }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your account",
    description: "Your Kodeveda project registrations and their payment status.",
    path: "/account",
    noindex: true,
  });

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, emailVerified, registrations, certificates } = loaderData;
  if (!user) {
    return (
      <PageHeader
        title="Your account"
        intro="Sign in with the Login button at the top of the page to see your project registrations."
      />
    );
  }
  return (
    <>
      <PageHeader title={`Hello, ${user.name}`} intro={`Signed in as ${user.email}.`} />
      {emailVerified ? (
        <>
          <Registrations registrations={registrations} />
          <AccountCertificates certificates={certificates} answered={actionData?.visibility} />
          <p className="mx-auto max-w-5xl px-4 pb-12 text-slate-700">
            <Link to="/your-data" className="font-semibold text-brand-700 underline">
              Your data
            </Link>
            : see, download, correct or erase everything we hold about you.
          </p>
        </>
      ) : (
        <ConfirmEmailNotice email={user.email} />
      )}
    </>
  );
}

function Registrations({
  registrations,
}: {
  registrations: Route.ComponentProps["loaderData"]["registrations"];
}) {
  return (
    <section aria-labelledby="registrations" className="mx-auto max-w-5xl px-4 py-12">
      <h2 id="registrations" className="text-2xl font-bold text-slate-900">
        Your project registrations
      </h2>
      {registrations.length === 0 ? (
        <p className="mt-4 text-slate-700">
          You have not registered for a project with this email yet.{" "}
          <Link to="/projects" className="font-semibold text-brand-700 underline">
            See the projects
          </Link>
          .
        </p>
      ) : (
        // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
        <div
          className="mt-6 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Registrations table"
        >
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Project
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Reference
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Registered
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Payment
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Ticket
                </th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((registration) => (
                <tr key={registration.reference} className="border-b border-slate-200">
                  <td className="py-3 pr-4 font-medium text-slate-900">
                    {registration.projectTitle}
                  </td>
                  <td className="py-3 pr-4 font-mono">{registration.reference}</td>
                  <td className="py-3 pr-4">{registration.registered}</td>
                  <td className="py-3 pr-4">{registration.payment}</td>
                  <td className="py-3 pr-4">{registration.status}</td>
                  <td className="py-3">
                    {registration.ticket && (
                      <>
                        <Link
                          to={registration.ticket.path}
                          className="font-semibold whitespace-nowrap text-brand-700 underline"
                        >
                          Open ticket
                          <span className="sr-only"> for {registration.projectTitle}</span>
                        </Link>
                        {registration.ticket.nextSession && (
                          <span className="block">Next: {registration.ticket.nextSession}</span>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
