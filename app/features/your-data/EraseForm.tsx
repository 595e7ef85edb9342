import { SubmitButton } from "./SubmitButton";
import { buttonClass } from "../../components/button";
import { erasureSchema } from "#shared/schemas/your-data";
import { FormStatus } from "./FormStatus";
import { useApiForm } from "./use-api-form";

export interface ErasureAnswer {
  reference: string;
  kept: Array<{ what: string; why: string }>;
}

/** Erasing everything: a box to tick first, since nothing brings it back. */
export function EraseForm({ onErased }: { onErased: (answer: ErasureAnswer) => void }) {
  const form = useApiForm({
    url: "/api/your-data/erasure",
    schema: erasureSchema,
    toInput: (element) => ({
      confirm: (element.elements.namedItem("confirm") as HTMLInputElement | null)?.checked === true,
    }),
    done: (answer) => {
      onErased(answer as ErasureAnswer);
      return "Erased.";
    },
  });
  const error = form.errors.confirm;
  return (
    <>
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="confirm"
            className="size-5"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "erase-error" : undefined}
          />
          I understand that everything we hold about me is erased and cannot be brought back
        </label>
        {error && (
          <p id="erase-error" className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <SubmitButton
          sending={form.sending}
          label="Erase everything"
          sendingLabel="Erasing..."
          className={buttonClass("outline", "mt-3 border-red-700 text-red-800")}
        />
      </form>
      <FormStatus message={form.message} />
    </>
  );
}
