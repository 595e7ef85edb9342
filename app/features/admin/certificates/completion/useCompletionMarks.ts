import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { NoticeState } from "../../projects/fields";
import { completionApi, type CompletionStudent } from "./completion-api";
import { completionText } from "./completion-text";

/** A student as the list shows them: the tick the mentor just gave while it is being saved. */
export interface ShownStudent extends CompletionStudent {
  saving: boolean;
  /** The note as typed, saved with the next tick or "Save note". */
  draftNote: string;
  /** Why the last change of this student was refused, at the tick or at the note. */
  errors: { tick?: string; note?: string };
}

/** A tick given on this page: `saving` until the server answers. */
interface Tick {
  completed: boolean;
  saving: boolean;
}

const without = <T>(record: Record<string, T>, id: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== id));

/**
 * The completion list's ticks, shown at once and saved behind: a refusal puts the tick back
 * as the server has it and says why. A later click on the same student outranks the
 * answer to an earlier one, so quick ticking and unticking ends where the mentor left it.
 */
export function useCompletionMarks(projectId: string, students: readonly CompletionStudent[]) {
  const revalidator = useRevalidator();
  const [ticks, setTicks] = useState<Record<string, Tick>>({});
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, ShownStudent["errors"]>>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const latest = useRef(new Map<string, number>());
  const clicks = useRef(0);

  // A saved tick is shown until the list is read again, then the list has it: dropping it
  // only then keeps the box from flickering back while the list is on its way.
  const [listed, setListed] = useState(students);
  if (listed !== students) {
    setListed(students);
    setTicks((current) =>
      Object.fromEntries(Object.entries(current).filter(([, tick]) => tick.saving)),
    );
  }

  const shown: ShownStudent[] = students.map((student) => {
    const tick = ticks[student.registrationId];
    return {
      ...student,
      completed: tick?.completed ?? student.completed,
      saving: tick?.saving ?? false,
      draftNote: drafts[student.registrationId] ?? student.note ?? "",
      errors: errors[student.registrationId] ?? {},
    };
  });

  async function save(student: ShownStudent, completed: boolean, what: "tick" | "note") {
    const id = student.registrationId;
    const click = ++clicks.current;
    latest.current.set(id, click);
    setTicks((current) => ({ ...current, [id]: { completed, saving: true } }));
    setErrors((current) => without(current, id));
    const result = await completionApi.mark(projectId, {
      registrationId: id,
      completed,
      note: student.draftNote,
    });
    if (latest.current.get(id) !== click) return;
    if (result.ok) {
      setTicks((current) => ({ ...current, [id]: { completed, saving: false } }));
      setNotice(what === "note" ? { text: `Note saved for ${student.name}.`, good: true } : null);
    } else {
      setTicks((current) => without(current, id));
      const note = result.fields.note;
      setErrors((current) => ({ ...current, [id]: note ? { note } : { tick: result.error } }));
      setNotice({ text: completionText.refused(student.name, note ?? result.error), good: false });
    }
    // The list as stored now: who marked it, and any change another mentor made meanwhile.
    await revalidator.revalidate();
  }

  return {
    students: shown,
    notice,
    tick: (student: ShownStudent, completed: boolean) => save(student, completed, "tick"),
    saveNote: (student: ShownStudent) => save(student, true, "note"),
    setNote: (student: ShownStudent, note: string) =>
      setDrafts((current) => ({ ...current, [student.registrationId]: note })),
  };
}
