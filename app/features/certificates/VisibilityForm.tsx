import { Form, useNavigation } from "react-router";
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
 * button, posted to /account's action, whose answer (`answered`) the page shows beside it.
 * React Router's `Form`, not a fetcher: the fetcher's code would join the framework chunk
 * every public page loads (docs/performance.md).
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
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("certificate") === id;
  const answer = answered?.id === id ? answered : undefined;
  const statusId = `visibility-${id}-status`;
  return (
    <Form method="post" action="/account" preventScrollReset className="mt-4">
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
        disabled={saving}
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
    </Form>
  );
}
