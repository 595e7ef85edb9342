import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { FieldMessages } from "../../admin-api";
import type { NoticeState } from "../../projects/fields";
import {
  emptyWorkshop,
  validateWorkshop,
  workshopInputOf,
  type BookingChoice,
  type RowProblem,
  type WorkshopValues,
} from "./workshop-form";
import { submitWorkshop } from "./workshops-api";

/** The last check of the list: which text it read, and what it found. */
export interface ListCheck {
  csv: string;
  participants: number;
  problems: RowProblem[];
}

export const workshopText = {
  invalid: "Some fields need correcting: see the messages below them.",
  issued: (count: number) =>
    `${count} certificate${count === 1 ? "" : "s"} issued: each participant was emailed theirs.`,
} as const;

export const workshopPath = (id: string) => `/admin/certificates/workshops/${id}`;

/**
 * The workshop form's state. Its one Idempotency-Key is made when the form opens and sent
 * with every press: a second press of Issue (after a lost answer) is the same request. Issue
 * is open only once the check of the list now chosen found no problem.
 */
export function useWorkshopForm(bookings: readonly BookingChoice[]) {
  const id = useId();
  const navigate = useNavigate();
  const [key] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<WorkshopValues>(emptyWorkshop);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<ListCheck | null>(null);

  const set = (name: keyof WorkshopValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** A booking's organisation is the college, unless staff typed another one. */
  const chooseBooking = (bookingId: string) =>
    setValues((current) => {
      const organisationOf = (choice: string) =>
        bookings.find((booking) => booking.id === choice)?.organisation ?? "";
      const typedOwn =
        current.college !== "" && current.college !== organisationOf(current.bookingId);
      const organisation = organisationOf(bookingId);
      return {
        ...current,
        bookingId,
        college: organisation && !typedOwn ? organisation : current.college,
      };
    });

  async function readList(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setValues((current) => ({ ...current, participantsCsv: text, fileName: file.name }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => field !== "participantsCsv")),
    );
    setCheck(null);
  }

  /** Sends the form; a refusal's messages go to their fields or their rows. */
  async function submit(checkOnly: boolean) {
    const problems = validateWorkshop(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice({ text: workshopText.invalid, good: false });
      return;
    }
    setBusy(true);
    const csv = values.participantsCsv;
    const answer = await submitWorkshop(workshopInputOf(values, checkOnly), key);
    setBusy(false);
    switch (answer.kind) {
      case "checked":
        setCheck({ csv, participants: answer.participants, problems: answer.problems });
        setNotice(null);
        return;
      case "refused":
        setCheck({ csv, participants: 0, problems: answer.problems });
        setNotice({ text: answer.error, good: false });
        return;
      case "issued":
        void navigate(workshopPath(answer.workshopId), {
          state: { notice: workshopText.issued(answer.issued) },
        });
        return;
      case "failed":
        setErrors(answer.fields);
        setNotice({ text: answer.error, good: false });
    }
  }

  const checked = check !== null && check.csv === values.participantsCsv;
  const canIssue = checked && check.problems.length === 0 && check.participants > 0;

  return {
    id,
    values,
    errors,
    notice,
    busy,
    check: checked ? check : null,
    canIssue,
    set,
    chooseBooking,
    readList,
    checkList: () => submit(true),
    issue: () => (canIssue ? submit(false) : Promise.resolve()),
  };
}

export type WorkshopForm = ReturnType<typeof useWorkshopForm>;
