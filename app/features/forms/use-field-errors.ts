import { useCallback, useState, type SyntheticEvent } from "react";
import type { z } from "zod/mini";
import { fieldErrors, type FieldError } from "#shared/schemas/fields";
import { readForm } from "./read-form";

/**
 * Field errors for a form: set from the shared schema (before sending) or from the
 * server's answer, each cleared as soon as its field is edited, and the first invalid
 * field focused so keyboard and screen-reader users land on what needs fixing.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const show = useCallback((form: HTMLFormElement, list: FieldError[], focus = true) => {
    const next: Record<string, string> = {};
    for (const { path, msg } of list) next[path] ??= msg;
    setErrors(next);
    if (!focus) return;
    const first = list
      .map(({ path }) => form.elements.namedItem(path))
      .find((element): element is HTMLInputElement => element instanceof HTMLElement);
    first?.focus();
  }, []);

  /**
   * Validates with the schema; shows the errors and returns undefined if there are any.
   * `focus: false` leaves the focus where the visitor has it.
   */
  const validate = useCallback(
    <Schema extends z.ZodMiniType>(
      form: HTMLFormElement,
      schema: Schema,
      { focus = true }: { focus?: boolean } = {},
    ) => {
      const result = schema.safeParse(readForm(form));
      if (result.success) {
        setErrors({});
        return result.data;
      }
      show(form, fieldErrors(result.error), focus);
      return undefined;
    },
    [show],
  );

  /** For the form's onChange: editing a field clears its error. */
  const clearOnEdit = useCallback((event: SyntheticEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((current) => {
      if (!(name in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([field]) => field !== name));
    });
  }, []);

  return { errors, show, validate, clearOnEdit, reset: () => setErrors({}) };
}
