import { FieldError, fieldAria } from "../../posts/post-field";
import type { PictureKind } from "./designs-api";
import { pictureRules } from "./picture-choice";
import type { DesignForm } from "./useDesignForm";

const typeWords: Record<string, string> = {
  "image/png": "a PNG",
  "image/jpeg": "a JPEG",
  "application/pdf": "a PDF",
};

/** What the design has now, in a sentence under the field. */
function stateOf(form: DesignForm, kind: PictureKind): string {
  const { saved, chosen } = form.pictures[kind];
  if (chosen && form.designId === null) return `${chosen.name}: uploaded when you save the design.`;
  if (saved) return `The design has ${typeWords[saved] ?? "a picture"}.`;
  return kind === "background"
    ? "None: the built-in design is drawn under the fields."
    : "None: the signatory's line is left for a pen.";
}

/**
 * A design's background or signature: chosen, it is sent at once to a saved design (the
 * server checks it and may refuse it here), or kept until a new design is first saved.
 */
export function PictureField({ form, kind }: { form: DesignForm; kind: PictureKind }) {
  const id = `${form.id}-${kind}`;
  const rules = pictureRules[kind];
  const error = form.errors[kind];
  const { saved, chosen } = form.pictures[kind];
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {rules.label}
      </label>
      <input
        id={id}
        type="file"
        accept={rules.types.join(",")}
        disabled={form.busy}
        onChange={(event) => {
          void form.choose(kind, event.target.files?.[0]);
        }}
        {...fieldAria({ errorId: `${id}-error`, error, hintId: `${id}-hint` })}
        className="mt-1 block w-full text-sm"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {stateOf(form, kind)}
        {kind === "background" && (
          <>
            {" "}
            Every certificate&apos;s PDF carries the background: from Canva, “PDF Standard” or JPEG
            keeps it small for students on a phone; a PNG stays as large as it is.
          </>
        )}
      </p>
      <FieldError id={`${id}-error`} message={error} />
      {(saved || chosen) && (
        <button
          type="button"
          disabled={form.busy}
          onClick={() => void form.remove(kind)}
          className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          Remove<span className="sr-only"> the {kind}</span>
        </button>
      )}
    </div>
  );
}
