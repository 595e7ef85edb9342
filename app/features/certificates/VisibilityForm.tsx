import { useFetcher } from "react-router";
import { buttonClass } from "../../components/button";
import { certificateTexts } from "./certificate-texts";

/** What became of a visibility change, as the account page's action answers it. */
export interface VisibilityAnswer {
  id: string;
  ok: boolean;
  message: string;
}

/**
 * The holder's choice whether search engines show a certificate's page: a box and a Save
 * button, posted to /account's action. Without scripts it is an ordinary form and the page
 * comes back with the answer (`answered`); with them it stays in place.
 */
export function VisibilityForm({
  id,
  programme,
  indexable,
  answered,
}: {
  id: string;
  programme: string;
  indexable: boolean;
  answered?: VisibilityAnswer | undefined;
}) {
  const fetcher = useFetcher<{ visibility?: VisibilityAnswer }>();
  const fromFetcher = fetcher.data?.visibility;
  const answer = fromFetcher ?? (answered?.id === id ? answered : undefined);
  const statusId = `visibility-${id}-status`;
  return (
    <fetcher.Form method="post" action="/account" className="mt-4">
      <input type="hidden" name="certificate" value={id} />
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          name="indexable"
          defaultChecked={indexable}
          aria-describedby={answer ? statusId : undefined}
          className="size-5 shrink-0"
        />
        <span>
          {certificateTexts.indexable}
          <span className="sr-only"> ({programme})</span>
        </span>
      </label>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={buttonClass("outline", "mt-2 px-3 text-sm")}
      >
        Save<span className="sr-only"> ({programme})</span>
      </button>
      <p
        id={statusId}
        role="status"
        className={`mt-2 text-sm font-medium ${answer && !answer.ok ? "text-red-700" : "text-green-800"}`}
      >
        {answer?.message}
      </p>
    </fetcher.Form>
  );
}
