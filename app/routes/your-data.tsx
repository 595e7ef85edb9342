import { useState } from "react";
import { Form, redirect } from "react-router";
import { buttonClass } from "../components/button";
import { Banner } from "../components/form/Banner";
import { PageHeader } from "../components/PageHeader";
import { accessSessionMinutes } from "#shared/domain/privacy";
import { AskForLink } from "../features/your-data/AskForLink";
import { CorrectionForms } from "../features/your-data/CorrectionForms";
import { DataSummary } from "../features/your-data/DataSummary";
import { EraseForm, type ErasureAnswer } from "../features/your-data/EraseForm";
import { GrievanceForm, type GrievanceOfficer } from "../features/your-data/GrievanceForm";
import { NominateForm } from "../features/your-data/NominateForm";
import { openedPageCookie } from "../features/your-data/session-cookie.server";
import { WithdrawForm } from "../features/your-data/WithdrawForm";
import { pageMeta } from "../seo";
import type { Route } from "./+types/your-data";

/**
 * Rendered per request and never kept (server/pages.ts): it shows one person's data. With
 * `?token=` it is the emailed link's page; with an open session (or a signed-in visitor whose
 * address is confirmed) their data; otherwise the forms to ask for a link or complain.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { access, person } = context.services.privacy;
  const officer = access.grievanceOfficer;
  const token = new URL(request.url).searchParams.get("token");
  if (token !== null) {
    return { view: "link" as const, valid: await access.linkIsValid(token), officer };
  }
  const email = await access.personFor(request.headers);
  if (!email) return { view: "ask" as const, officer };
  const [sections, records, withdrawable] = await Promise.all([
    person.summary(email),
    access.correctableRecords(email),
    access.withdrawable(email),
  ]);
  return { view: "data" as const, officer, email, sections, records, ...withdrawable };
}

/**
 * "Show my data" is a button, not the link itself: mail scanners open links on their own,
 * and one that used the link up would lock the person out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const secret = await context.services.privacy.access.openLink(token);
  if (!secret) return { status: "invalid" as const };
  return redirect("/your-data", {
    headers: { "Set-Cookie": openedPageCookie(secret, context.siteOrigin) },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your data",
    description:
      "See, download, correct or erase the personal data Kodeveda holds about you, and make a complaint.",
    path: "/your-data",
    noindex: true,
  });

const breadcrumbs = [{ name: "Home", path: "/" }];

export default function YourData({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "link") {
    return <OpenLink valid={loaderData.valid && actionData?.status !== "invalid"} />;
  }
  if (loaderData.view === "ask") {
    return (
      <>
        <PageHeader
          title="Your data"
          intro="See, download, correct or erase what we hold about you."
          breadcrumbs={breadcrumbs}
        />
        <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-16 lg:grid-cols-2">
          <AskForLink />
          <GrievanceForm officer={loaderData.officer} />
        </div>
      </>
    );
  }
  return <YourHoldings {...loaderData} />;
}

function OpenLink({ valid }: { valid: boolean }) {
  if (!valid) {
    return (
      <>
        <PageHeader
          title="This link has expired or was already used"
          intro="Links work once, for 30 minutes. Ask for a new one below."
          breadcrumbs={breadcrumbs}
        />
        <div className="mx-auto max-w-xl px-4 pb-16">
          <AskForLink />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Your data"
        intro={`Press the button to see what we hold about you. The page stays open for ${accessSessionMinutes} minutes.`}
        breadcrumbs={breadcrumbs}
      />
      <Form method="post" className="mx-auto max-w-5xl px-4 pb-16">
        <button type="submit" className={buttonClass("primary")}>
          Show my data
        </button>
      </Form>
    </>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function YourHoldings({
  email,
  sections,
  records,
  newsletter,
  account,
  officer,
}: {
  email: string;
  sections: Parameters<typeof DataSummary>[0]["sections"];
  records: Parameters<typeof CorrectionForms>[0]["records"];
  newsletter: boolean;
  account: boolean;
  officer: GrievanceOfficer;
}) {
  const [erased, setErased] = useState<ErasureAnswer>();
  if (erased) return <Erased answer={erased} />;
  return (
    <>
      <PageHeader
        title="Your data"
        intro={`Everything we hold about ${email}, and what you can do about it.`}
        breadcrumbs={breadcrumbs}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 pb-16">
        <p>
          <a href="/api/your-data/download" download className={buttonClass("primary")}>
            Download my data
          </a>
          <span className="mt-2 block text-sm text-slate-600">
            A zip file with everything below, as JSON and as spreadsheets (CSV).
          </span>
        </p>
        <Part id="held" title="What we hold">
          <DataSummary sections={sections} />
        </Part>
        <Part id="correct" title="Correct">
          <p className="mb-4 text-slate-700">
            Change what is wrong and send it: staff check and apply it, and tell you.
          </p>
          <CorrectionForms records={records} />
        </Part>
        <Part id="withdraw" title="Withdraw consent">
          <WithdrawForm newsletter={newsletter} account={account} />
        </Part>
        <Part id="nominate" title="Nominate someone">
          <p className="mb-4 text-slate-700">
            Name someone who may use these rights for you if you die or cannot act yourself.
          </p>
          <NominateForm />
        </Part>
        <Part id="erase" title="Erase everything">
          <p className="mb-4 text-slate-700">
            We delete everything we hold about you at once. Payment records the tax law makes us
            keep stay, stripped of everything else, and we tell you which.
          </p>
          <EraseForm onErased={setErased} />
        </Part>
        <GrievanceForm officer={officer} />
      </div>
    </>
  );
}

function Erased({ answer }: { answer: ErasureAnswer }) {
  return (
    <>
      <PageHeader
        title="Your data is erased"
        intro={`Your reference is ${answer.reference}. We have emailed you a confirmation.`}
        breadcrumbs={breadcrumbs}
      />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        {answer.kept.length === 0 ? (
          <Banner tone="success">We kept nothing about you.</Banner>
        ) : (
          <section aria-labelledby="kept">
            <h2 id="kept" className="text-xl font-bold text-slate-900">
              What we had to keep, and why
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700">
              {answer.kept.map((record) => (
                <li key={record.what}>
                  {record.what}: {record.why}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
