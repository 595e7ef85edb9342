import { useCallback, useRef, useState } from "react";
import { istClock, istToUtcIso } from "./posts/post-form";
import { useLeaveWarning } from "./posts/useLeaveWarning";

const fixFields = "Some fields need your attention: see the messages below them.";

/** Messages by field name, as each editor's fields read them. */
type Messages = Partial<Record<string, string>>;

/** A call's answer: the data, or the server's sentence and its messages by field. */
export type DraftResult<T, E extends Messages> =
  { ok: true; data: T } | { ok: false; status: number; error: string; fields: E };

type Refusal<E extends Messages> = Extract<DraftResult<unknown, E>, { ok: false }>;

/** What one kind of draft (a blog post, a newsletter campaign) brings to its editor. */
export interface DraftKind<R, V, E extends Messages> {
  formOf: (record: R) => V;
  isDirty: (saved: V, values: V) => boolean;
  validate: (values: V) => E;
  /** Creates the record from the form the first time, then updates it at its version. */
  store: (record: R | null, values: V) => Promise<DraftResult<R, E>>;
  remove: (record: R) => Promise<{ ok: true } | { ok: false; error: string }>;
  /** The editor's address for a record: where its first save goes. */
  pathOf: (record: R) => string;
  /** The list a deleted record's editor returns to. */
  listPath: string;
  /** How the list names the record, e.g. a post's title. */
  titleOf: (record: R) => string;
  /** The form after a save when nothing was typed meanwhile; as it is when not given. */
  afterSave?: (values: V, saved: V) => V;
  /** A refusal that belongs at one field rather than in the alert (a slug taken). */
  refusalField?: (refusal: Refusal<E>) => string | undefined;
  /** While false the record's words cannot change, so nothing on screen is unsaved. */
  editable?: (record: R | null) => boolean;
}

/**
 * The record being edited: the form, the last saved version, and the calls that save it,
 * change it after saving what was typed, or delete it. Nothing typed is lost: a refused save
 * keeps the form, a conflicting one is never forced, and leaving with unsaved changes asks first.
 */
export function useDraft<R, V, E extends Messages>(
  kind: DraftKind<R, V, E>,
  {
    initial,
    emptyValues,
    initialNotice,
  }: { initial: R | null; emptyValues: () => V; initialNotice: string },
) {
  const [record, setRecord] = useState(initial);
  const [saved, setSaved] = useState<V>(() => (initial ? kind.formOf(initial) : emptyValues()));
  const [values, setValues] = useState<V>(saved);
  const [errors, setErrors] = useState<E>({} as E);
  const [alert, setAlert] = useState("");
  const [notice, setNotice] = useState(initialNotice);
  const [busy, setBusy] = useState(false);
  const dirty = (kind.editable?.(record) ?? true) && kind.isDirty(saved, values);
  const { blocker, leave } = useLeaveWarning(dirty);
  // A second save while one is under way would send a version the server has moved past.
  const savingRef = useRef(false);

  /** The record as the server now has it; `message` says what happened, `sent` what was sent. */
  const took = useCallback(
    (after: R, message?: string, sent?: V) => {
      setRecord(after);
      const savedNow = kind.formOf(after);
      setSaved(savedNow);
      const keep = kind.afterSave;
      if (sent !== undefined && keep) {
        // What was typed while the call was under way stays.
        setValues((current) => (kind.isDirty(sent, current) ? current : keep(current, savedNow)));
      }
      setErrors({} as E);
      setAlert("");
      if (message !== undefined) setNotice(message);
    },
    [kind],
  );

  /** A refusal: at its field, or at the fields the server named, else in the alert. */
  function refused(refusal: Refusal<E>, quiet = false) {
    const field = kind.refusalField?.(refusal);
    if (field) {
      setErrors({ [field]: refusal.error } as E);
      return;
    }
    if (Object.keys(refusal.fields).length > 0) {
      if (!quiet) {
        setErrors(refusal.fields);
        setAlert(fixFields);
      }
      return;
    }
    setAlert(refusal.error);
  }

  /** Saves the form (creating the record the first time). The saved record, or undefined. */
  async function save({ quiet = false } = {}): Promise<R | undefined> {
    if (savingRef.current) return undefined;
    const sent = values;
    const problems = kind.validate(sent);
    if (Object.keys(problems).length > 0) {
      if (!quiet) {
        setErrors(problems);
        setAlert(fixFields);
      }
      return undefined;
    }
    savingRef.current = true;
    if (!quiet) setBusy(true);
    try {
      const result = await kind.store(record, sent);
      if (!result.ok) {
        refused(result, quiet);
        return undefined;
      }
      const after = result.data;
      const message = `Saved at ${istClock(new Date())}`;
      took(after, message, sent);
      if (!record) leave(kind.pathOf(after), { replace: true, state: { notice: message } });
      return after;
    } finally {
      savingRef.current = false;
      if (!quiet) setBusy(false);
    }
  }

  /** Saves pending changes first, then makes the call with the version that gives. */
  async function afterSaving<T>(
    call: (current: R) => Promise<DraftResult<T, E>>,
    done: (data: T) => void,
  ) {
    const current = dirty || !record ? await save() : record;
    if (!current) return;
    setBusy(true);
    try {
      const result = await call(current);
      if (result.ok) done(result.data);
      else refused(result);
    } finally {
      setBusy(false);
    }
  }

  /**
   * The UTC time of `at`, a datetime-local value in India time, when it is a time to come;
   * otherwise undefined, with the problem shown at `field`.
   */
  function scheduleTime(at: string, field: string, pastMessage: string): string | undefined {
    const utc = istToUtcIso(at);
    const problem = !utc
      ? "Choose a date and time (IST)."
      : new Date(utc).getTime() <= Date.now()
        ? pastMessage
        : undefined;
    setErrors((current) => {
      const rest = Object.fromEntries(Object.entries(current).filter(([key]) => key !== field));
      return (problem ? { ...rest, [field]: problem } : rest) as E;
    });
    return problem ? undefined : utc;
  }

  async function remove() {
    if (!record) return;
    setBusy(true);
    const result = await kind.remove(record);
    setBusy(false);
    if (!result.ok) {
      setAlert(result.error);
      return;
    }
    leave(kind.listPath, { state: { notice: `“${kind.titleOf(record)}” was deleted.` } });
  }

  return {
    record,
    setRecord,
    saved,
    values,
    setValues,
    errors,
    alert,
    setAlert,
    notice,
    setNotice,
    busy,
    setBusy,
    dirty,
    blocker,
    took,
    refused,
    save,
    afterSaving,
    scheduleTime,
    remove,
  };
}
