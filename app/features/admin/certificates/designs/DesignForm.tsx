import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import { certificateFields, type CertificateField } from "#shared/domain/certificates";
import { FieldError, fieldAria } from "../../posts/post-field";
import { Notice, TextField } from "../../projects/fields";
import { placementOf, type DesignFormView } from "./design-form";
import { designsApi, savedPictureUrl } from "./designs-api";
import { PictureField } from "./PictureField";
import { PlacementPreview, type PreviewBackground } from "./PlacementPreview";
import { PlacementTable } from "./PlacementTable";
import { useDesignForm, type DesignForm as Form } from "./useDesignForm";

const hexColour = /^#[0-9a-f]{6}$/i;

function backgroundOf(form: Form): PreviewBackground {
  const { saved, chosen, url } = form.pictures.background;
  if (url) return { kind: "picture", url };
  if (chosen?.type === "application/pdf") return { kind: "pdf" };
  if (!saved) return { kind: "none" };
  if (saved === "application/pdf" || !form.designId) return { kind: "pdf" };
  return { kind: "picture", url: savedPictureUrl(form.designId, "background") };
}

/** The signature as chosen on the page, or as saved with the design. */
function signatureOf(form: Form): string | null {
  const { saved, url } = form.pictures.signature;
  if (url) return url;
  return saved && form.designId ? savedPictureUrl(form.designId, "signature") : null;
}

/** The text colour: a picker and its hex digits, kept together; the digits are what is sent. */
function ColourField({ form }: { form: Form }) {
  const id = `${form.id}-textColour`;
  const value = form.values.textColour;
  const error = form.errors.textColour;
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        Text colour
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          type="color"
          aria-label="Pick the text colour"
          value={hexColour.test(value) ? value.toLowerCase() : "#000000"}
          onChange={(event) => form.setWord("textColour", event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={id}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => form.setWord("textColour", event.target.value.trim())}
          {...fieldAria({ errorId: `${id}-error`, error, hintId: `${id}-hint` })}
          className="block w-32 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono aria-invalid:border-red-700"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        The fields&apos; colour on an uploaded background: light on a dark one.
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A certificate design: its name, who signs, the text colour, where each field goes (typed
 * in the table or dragged on the preview beside it), the background and the signature.
 */
export function DesignForm({ design }: { design: DesignFormView | null }) {
  const hydrated = useHydrated();
  const form = useDesignForm(design);
  const { id, values, errors } = form;
  const word = (key: "name" | "signatoryName" | "signatoryTitle") => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (value: string) => form.setWord(key, value),
    error: errors[key],
  });
  const placements = Object.fromEntries(
    certificateFields.map((field) => [field, placementOf(values.layout[field])]),
  ) as Record<CertificateField, ReturnType<typeof placementOf>>;

  return (
    <form
      noValidate
      className="mx-auto max-w-7xl space-y-8 px-4 pb-16"
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <Notice notice={form.notice} />
      <section
        aria-labelledby={`${id}-words`}
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id={`${id}-words`} className="text-lg font-semibold text-slate-900">
          Name and signatory
        </h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <TextField
            {...word("name")}
            label="Design name"
            maxLength={80}
            hint="Staff choose designs by it when they issue."
          />
          <ColourField form={form} />
          <TextField {...word("signatoryName")} label="Signatory's name" maxLength={100} />
          <TextField
            {...word("signatoryTitle")}
            label="Signatory's title"
            maxLength={120}
            hint="Such as “Director, Kodeveda”"
          />
        </div>
      </section>

      <section
        aria-labelledby={`${id}-places`}
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id={`${id}-places`} className="text-lg font-semibold text-slate-900">
          Where the fields go
        </h2>
        <p className="mt-1 text-slate-600">
          In millimetres from the page&apos;s top-left corner (A4 landscape, 297 × 210 mm); a
          line&apos;s “down” is its baseline. Type the numbers, or drag a field on the preview (or
          focus it and use the arrow keys; Shift moves 10 mm).
        </p>
        <div className="mt-4 grid gap-6 xl:grid-cols-2">
          <PlacementTable
            idPrefix={id}
            layout={values.layout}
            errors={errors}
            onChange={form.setCell}
          />
          <PlacementPreview
            placements={placements}
            textColour={values.textColour}
            background={backgroundOf(form)}
            signatureUrl={signatureOf(form)}
            signatory={{ name: values.signatoryName, title: values.signatoryTitle }}
            onMove={form.move}
          />
        </div>
      </section>

      <section
        aria-labelledby={`${id}-pictures`}
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id={`${id}-pictures`} className="text-lg font-semibold text-slate-900">
          Background and signature
        </h2>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <PictureField form={form} kind="background" />
          <PictureField form={form} kind="signature" />
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <button type="submit" disabled={!hydrated || form.busy} className={buttonClass("primary")}>
          Save design
        </button>
        {form.designId ? (
          <a
            href={designsApi.previewUrl(form.designId)}
            target="_blank"
            rel="noopener"
            aria-describedby={`${id}-preview-note`}
            className={buttonClass("outline")}
          >
            Preview with sample names (PDF)
          </a>
        ) : null}
        <p id={`${id}-preview-note`} className="max-w-md text-sm text-slate-600">
          {form.designId
            ? "The saved design, printed with a long name and names in Devanagari, Telugu and Tamil: check each fits. Opens in a new tab."
            : "Save the design to preview it with sample names: a long one and names in Devanagari, Telugu and Tamil."}
        </p>
      </div>
    </form>
  );
}
