import { useState } from "react";
import { useRevalidator } from "react-router";
import type { StaffSession } from "#shared/domain/sessions";
import { CardCell, CardRow, CardTable } from "../card-table";
import { rowButtonClass } from "./row-button";
import { CheckInForm, type DoorAnswer } from "./CheckInForm";
import { checkedInText } from "./session-form";
import { sessionsApi, type DoorStudent } from "./sessions-api";

/** "12 of 30 checked in". */
export const doorCount = (students: readonly DoorStudent[]) =>
  `${students.filter((student) => student.attended).length} of ${students.length} checked in`;

/**
 * A session's door: check a student in by their ticket's code (typed, scanned, or read by
 * the camera) or from the list of paid students, each answer read out. The list and its
 * count are read again after each check-in.
 */
export function DoorList({
  projectId,
  session,
  students,
}: {
  projectId: string;
  session: StaffSession;
  students: DoorStudent[];
}) {
  const revalidator = useRevalidator();
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const cancelled = session.status === "cancelled";

  async function checkIn(by: { code: string } | { registrationId: string }): Promise<boolean> {
    setBusy(true);
    const result = await sessionsApi.checkIn(projectId, session.id, by);
    setBusy(false);
    if (!result.ok) {
      const [fieldMessage] = Object.values(result.fields);
      setAnswer({ text: result.fields.code ?? fieldMessage ?? result.error, tone: "bad" });
      return false;
    }
    setAnswer({ text: checkedInText(result.data), tone: result.data.already ? "again" : "good" });
    void revalidator.revalidate();
    return true;
  }

  return (
    <div className="space-y-8">
      {cancelled && (
        <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          This session was cancelled: nobody can be checked in.
        </p>
      )}
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <CheckInForm
          answer={answer}
          busy={busy}
          disabled={cancelled}
          onCode={(code) => checkIn({ code })}
        />
      </div>
      <section
        aria-labelledby="door-students-title"
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="door-students-title" className="text-lg font-semibold text-slate-900">
            Paid students
          </h2>
          <p className="text-lg font-semibold text-slate-900">{doorCount(students)}</p>
        </div>
        {students.length === 0 ? (
          <p className="mt-2 text-slate-600">No student has paid for this project yet.</p>
        ) : (
          <CardTable
            label="Door list table"
            cardsBelow="40rem"
            headings={["Name", "Reference", "At the door"]}
            className="mt-3"
          >
            {students.map((student) => (
              <CardRow key={student.registrationId}>
                <CardCell label="Name" rank={1}>
                  {student.name}
                </CardCell>
                <CardCell label="Reference" rank={2} className="font-mono whitespace-nowrap">
                  {student.reference}
                </CardCell>
                <CardCell label="At the door" rank={3}>
                  {student.attended ? (
                    <span className="font-semibold text-green-800">Checked in</span>
                  ) : (
                    <button
                      type="button"
                      disabled={busy || cancelled}
                      onClick={() => void checkIn({ registrationId: student.registrationId })}
                      className={`${rowButtonClass} border-brand-700 text-brand-700`}
                    >
                      Check in<span className="sr-only"> {student.name}</span>
                    </button>
                  )}
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
        )}
      </section>
    </div>
  );
}
