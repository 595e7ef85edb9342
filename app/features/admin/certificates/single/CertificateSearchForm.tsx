import { Form } from "react-router";
import { buttonClass } from "#app/components/button";

const searchClass =
  "block min-w-0 flex-[1_1_16rem] rounded-lg border border-slate-300 bg-white px-3 py-2";

/** Searches the certificates by ID, name or email, in the page's address (?q=). */
export function CertificateSearchForm({ q }: { q: string }) {
  return (
    <Form method="get" role="search" className="max-w-2xl">
      <label htmlFor="certificate-search" className="font-medium text-slate-900">
        Search certificates
      </label>
      <div className="mt-1 flex flex-wrap gap-3">
        <input
          id="certificate-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          aria-describedby="certificate-search-hint"
          className={searchClass}
        />
        <button type="submit" className={buttonClass("primary")}>
          Search
        </button>
      </div>
      <p id="certificate-search-hint" className="mt-1 text-sm text-slate-600">
        An ID such as KV-7Q2M-9XKD, or part of a holder's name or email address
      </p>
    </Form>
  );
}
