import { Link } from "react-router";
import { CardCell, CardRow, CardTable } from "../../card-table";
import { FieldError, fieldAria } from "../../posts/post-field";
import { rowButtonClass } from "../../sessions/row-button";
import { CertificateStateBadge, staffCertificatePath } from "../single/certificate-state";
import { attendanceText, completionText } from "./completion-text";
import type { ShownStudent } from "./useCompletionMarks";

const noteClass =
  "block min-w-0 flex-[1_1_10rem] rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700";

const headings = [
  "Name",
  "Reference",
  "Attendance",
  "Completed",
  "Note",
  "Marked by",
  "Certificate",
] as const;

/**
 * A project's paid students with the attendance the door recorded, each with a tick for
 * "completed the requirements" and an optional note saved with it. Admins open an issued
 * certificate from its row; a mentor sees its state.
 */
export function CompletionTable({
  students,
  sessionsHeld,
  linkCertificates,
  onTick,
  onNote,
  onSaveNote,
}: {
  students: readonly ShownStudent[];
  sessionsHeld: number;
  linkCertificates: boolean;
  onTick: (student: ShownStudent, completed: boolean) => void;
  onNote: (student: ShownStudent, note: string) => void;
  onSaveNote: (student: ShownStudent) => void;
}) {
  if (students.length === 0)
    return <p className="mt-3 text-slate-600">{completionText.noStudents}</p>;
  return (
    <CardTable label="Completion table" cardsBelow="64rem" headings={headings} className="mt-3">
      {students.map((student) => {
        const rowId = `completion-${student.registrationId}`;
        const tickError = `${rowId}-tick-error`;
        return (
          <CardRow key={student.registrationId}>
            <CardCell label="Name" rank={1}>
              {student.name}
            </CardCell>
            <CardCell label="Reference" className="font-mono whitespace-nowrap">
              {student.reference}
            </CardCell>
            <CardCell label="Attendance" rank={2}>
              {attendanceText(student.attended, sessionsHeld)}
            </CardCell>
            <CardCell label="Completed" rank={3} quiet>
              <div className="flex items-start gap-2">
                <input
                  id={`${rowId}-tick`}
                  type="checkbox"
                  checked={student.completed}
                  onChange={(event) => onTick(student, event.target.checked)}
                  {...fieldAria({ errorId: tickError, error: student.errors.tick })}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={`${rowId}-tick`} className="font-medium text-slate-900">
                  Completed the requirements<span className="sr-only"> ({student.name})</span>
                </label>
              </div>
              <FieldError id={tickError} message={student.errors.tick} />
            </CardCell>
            <CardCell label="Note" stack>
              <NoteField
                student={student}
                id={`${rowId}-note`}
                onNote={onNote}
                onSaveNote={onSaveNote}
              />
            </CardCell>
            <CardCell label="Marked by" empty={!student.saving && !student.markedBy}>
              {student.saving ? completionText.saving : (student.markedBy ?? "—")}
            </CardCell>
            <CardCell label="Certificate">
              <CertificateCell certificate={student.certificate} link={linkCertificates} />
            </CardCell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}

/** A student's note: typed at any time, saved with the tick, or on its own once ticked. */
function NoteField({
  student,
  id,
  onNote,
  onSaveNote,
}: {
  student: ShownStudent;
  id: string;
  onNote: (student: ShownStudent, note: string) => void;
  onSaveNote: (student: ShownStudent) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (student.completed) onSaveNote(student);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Note for {student.name}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={id}
          type="text"
          maxLength={500}
          value={student.draftNote}
          placeholder="Optional note"
          onChange={(event) => onNote(student, event.target.value)}
          {...fieldAria({ errorId, error: student.errors.note, hintId: `${id}-hint` })}
          className={noteClass}
        />
        {student.completed && (
          <button type="submit" className={`${rowButtonClass} border-brand-700 text-brand-700`}>
            Save note<span className="sr-only"> for {student.name}</span>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {completionText.noteHint}
      </p>
      <FieldError id={errorId} message={student.errors.note} />
    </form>
  );
}

function CertificateCell({
  certificate,
  link,
}: {
  certificate: ShownStudent["certificate"];
  link: boolean;
}) {
  if (!certificate) return <span className="text-slate-600">None yet</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <CertificateStateBadge state={certificate.state} />
      {link ? (
        <Link
          to={staffCertificatePath(certificate.id)}
          className="font-mono text-brand-700 underline"
        >
          {certificate.id}
        </Link>
      ) : (
        <span className="font-mono">{certificate.id}</span>
      )}
    </span>
  );
}
