import { useState, type SubmitEvent } from "react";
import type { z } from "zod/mini";
import { fieldErrors } from "#shared/schemas/fields";
import { postJson, serverGaveNoReason } from "../forms/post-json";
import { readForm } from "../forms/read-form";
import { useFieldErrors } from "../forms/use-field-errors";

export interface FormMessage {
  tone: "success" | "error";
  text: string;
}

const fixFields = "Please correct the highlighted fields.";

/**
 * A form of the "Your data" page that posts JSON to the API: checked first with the schema
 * the API uses, then the server's field errors shown at their fields and its other refusals
 * in the form's message. `done` turns the answer into the sentence the person reads.
 */
export function useApiForm({
  url,
  schema,
  toInput = readForm,
  done,
}: {
  url: string;
  schema: z.ZodMiniType;
  toInput?: (form: HTMLFormElement) => unknown;
  done: (answer: unknown, form: HTMLFormElement) => string;
}) {
  const fields = useFieldErrors();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<FormMessage>();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const parsed = schema.safeParse(toInput(form));
    if (!parsed.success) {
      fields.show(form, fieldErrors(parsed.error));
      setMessage({ tone: "error", text: fixFields });
      return;
    }
    fields.reset();
    setSending(true);
    setMessage(undefined);
    const result = await postJson(url, parsed.data);
    setSending(false);
    if (result.ok) {
      setMessage({ tone: "success", text: done(result.data, form) });
    } else if (result.kind === "invalid") {
      fields.show(form, result.errors);
      const unplaced = result.errors.find(({ path }) => !form.elements.namedItem(path));
      setMessage({ tone: "error", text: unplaced?.msg ?? fixFields });
    } else {
      setMessage({
        tone: "error",
        text:
          result.kind === "network"
            ? "The connection failed. Please try again."
            : (result.message ?? serverGaveNoReason),
      });
    }
  }

  return {
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void submit(event),
    onChange: fields.clearOnEdit,
    errors: fields.errors,
    sending,
    message,
  };
}
