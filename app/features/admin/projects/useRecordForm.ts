import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { ApiResult } from "../admin-api";
import type { NoticeState } from "./fields";
import type { FieldMessages } from "./project-form";

/** A record's answer from the project screens' calls. */
type Answer<R> = Promise<ApiResult<{ project: R }>>;

/** The words a record form shows after each step. */
export interface RecordFormText {
  created: string;
  saved: string;
  invalid: string;
}

/** The fields of `V` typed as text: TextField's. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A project screen's form (the pipeline project, the gallery entry): checked with the
 * server's schema before it is sent, created, then saved with the version the page showed
 * (someone else's newer save is refused and what was typed stays). `act` runs a step on the
 * saved record (archive, restore, …).
 */
export function useRecordForm<R, V, I>({
  record,
  initialValues,
  initialNotice,
  text,
  validate,
  inputOf,
  create,
  update,
  editorOf,
}: {
  record: R | null;
  initialValues: () => V;
  initialNotice: string;
  text: RecordFormText;
  validate: (values: V) => FieldMessages;
  inputOf: (values: V) => I;
  create: (input: I) => Answer<R>;
  update: (saved: R, input: I) => Answer<R>;
  /** The saved record's editor: where a created one goes. */
  editorOf: (record: R) => string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [saved, setSaved] = useState(record);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(
    initialNotice ? { text: initialNotice, good: true } : null,
  );

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const fieldId = (field: string) => `${id}-${field}`;
  /** A TextField's binding to one field of the form. */
  const field = (key: TextKey<V> & string) => ({
    id: fieldId(key),
    value: values[key] as string,
    onChange: (value: string) => set(key, value as V[typeof key]),
    error: errors[key],
  });

  /** The record as the server now has it, and what happened to it. */
  function took(after: R, message: string) {
    setSaved(after);
    setNotice({ text: message, good: true });
  }

  async function save() {
    const problems = validate(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice({ text: text.invalid, good: false });
      return;
    }
    setBusy(true);
    const input = inputOf(values);
    const result = saved ? await update(saved, input) : await create(input);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setNotice({ text: result.error, good: false });
      return;
    }
    if (!saved) {
      void navigate(editorOf(result.data.project), { state: { notice: text.created } });
      return;
    }
    took(result.data.project, text.saved);
  }

  /** A step on the saved record; `done` gets the record as it is afterwards. */
  async function act(call: (saved: R) => Answer<R>, done: (after: R, before: R) => void) {
    if (!saved) return;
    setBusy(true);
    const result = await call(saved);
    setBusy(false);
    if (!result.ok) {
      setNotice({ text: result.error, good: false });
      return;
    }
    done(result.data.project, saved);
  }

  return {
    id,
    navigate,
    values,
    set,
    field,
    fieldId,
    errors,
    saved,
    busy,
    notice,
    took,
    save,
    act,
  };
}
