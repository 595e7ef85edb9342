import { site } from "#shared/content/site";
import { certificateTexts } from "./certificate-texts";

/** How verification works, for a recruiter or a college checking a certificate. */
export function RecruiterNotes() {
  return (
    <section aria-labelledby="how-verification-works" className="max-w-prose">
      <h2 id="how-verification-works" className="text-2xl font-bold text-slate-900">
        How verification works
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          Every {site.name} certificate carries an ID such as{" "}
          <span className="font-mono">KV-7K3M-Q9TX</span> and a QR code that opens its page here.
          Capital letters and dashes are optional when you type it.
        </li>
        <li>{certificateTexts.record} A PDF or a printout can be edited; this page cannot.</li>
        <li>
          The page shows the holder&apos;s name, the programme, its dates or hours, when it was
          issued and who signed it. A revoked certificate says so, with the date and the reason.
        </li>
        <li>
          Holders may withdraw their certificate when they ask us to erase their data: its page then
          says so and names nobody.
        </li>
      </ul>
    </section>
  );
}
