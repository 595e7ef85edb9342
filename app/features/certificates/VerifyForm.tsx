import { Form } from "react-router";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { certificateTexts } from "./certificate-texts";

/**
 * The look-up by ID: a GET form to /certificates, whose loader sends a known ID on to its
 * page and answers anything else at the field. Works as a plain form without scripts.
 */
export function VerifyForm({ typed = "", error }: { typed?: string; error?: string | null }) {
  return (
    <Form method="get" action="/certificates" noValidate className="max-w-md">
      <Field
        label={certificateTexts.idLabel}
        name="id"
        hint={certificateTexts.idHint}
        error={error ?? undefined}
        inputProps={{
          defaultValue: typed,
          autoCapitalize: "characters",
          autoComplete: "off",
          spellCheck: false,
          maxLength: 40,
        }}
      />
      <button type="submit" className={buttonClass("primary", "mt-4")}>
        Verify
      </button>
    </Form>
  );
}
