import { useId, useState } from "react";
import type { ApiResult, FieldMessages } from "../admin-api";
import type { NoticeState } from "../projects/fields";
import type { SessionPlace } from "#shared/domain/sessions";
import { sessionText, type SessionFormValues } from "./session-form";

/** The fields of `V` typed as text: TextField's. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A session form's state (adding sessions, moving one): its values as typed, each field's
 * error, and one sentence about the last step. `submit` checks with the server's schema
 * first, then sends; the server's refusal puts each message at its field.
 */
export function useSessionForm<V extends SessionFormValues>(initialValues: () => V) {
  const id = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const fieldId = (name: string) => `${id}-${name}`;
  /** A TextField's binding to one field of the form. */
  const field = (key: TextKey<V> & string) => ({
    id: fieldId(key),
    value: values[key] as string,
    onChange: (value: string) => set(key, value as V[typeof key]),
    error: errors[key],
  });

  const setPlace = (place: SessionPlace) => set("place", place as V["place"]);

  async function submit<T>(
    check: (values: V) => FieldMessages,
    call: (values: V) => Promise<ApiResult<T>>,
    done: (data: T) => void,
  ) {
    const problems = check(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice({ text: sessionText.invalid, good: false });
      return;
    }
    setBusy(true);
    const result = await call(values);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      // A message about no field of the form (the page is out of date) is the notice itself.
      const elsewhere = Object.entries(result.fields)
        .filter(([name]) => !Object.hasOwn(values, name))
        .map(([, message]) => message);
      setNotice({ text: elsewhere.length > 0 ? elsewhere.join(". ") : result.error, good: false });
      return;
    }
    setNotice(null);
    done(result.data);
  }

  return {
    id,
    values,
    setValues,
    set,
    setPlace,
    field,
    fieldId,
    errors,
    busy,
    notice,
    setNotice,
    submit,
  };
}

/** What the session's own fields need of a form, whichever form holds them. */
export interface SessionFieldsForm {
  values: Pick<SessionFormValues, "place">;
  errors: FieldMessages;
  fieldId: (name: string) => string;
  field: (key: Exclude<keyof SessionFormValues, "place">) => {
    id: string;
    value: string;
    onChange: (value: string) => void;
    error: string | undefined;
  };
  setPlace: (place: SessionPlace) => void;
}
