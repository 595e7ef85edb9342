import { Notice } from "../../projects/fields";
import type { CompletionStudent } from "./completion-api";
import { CompletionTable } from "./CompletionTable";
import { IssuePanel, type IssueSetup } from "./IssuePanel";
import { useCompletionMarks } from "./useCompletionMarks";

/**
 * A project's completion: the paid students to tick, and, for an admin (`issue` given), the
 * certificates to issue to those ticked. The count on the issue button follows the ticks as
 * they are shown.
 */
export function CompletionScreen({
  projectId,
  sessionsHeld,
  students,
  issue,
}: {
  projectId: string;
  sessionsHeld: number;
  students: readonly CompletionStudent[];
  issue: IssueSetup | null;
}) {
  const marks = useCompletionMarks(projectId, students);
  const ticked = marks.students.filter((student) => student.completed);
  return (
    <div className="space-y-10">
      <section
        aria-labelledby="completion-title"
        className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="completion-title" className="text-lg font-semibold text-slate-900">
            Paid students
          </h2>
          <p className="font-semibold text-slate-900">
            {ticked.length} of {students.length} completed
          </p>
        </div>
        <div className="mt-3">
          <Notice notice={marks.notice} />
        </div>
        <CompletionTable
          students={marks.students}
          sessionsHeld={sessionsHeld}
          linkCertificates={issue !== null}
          onTick={(student, completed) => void marks.tick(student, completed)}
          onNote={marks.setNote}
          onSaveNote={(student) => void marks.saveNote(student)}
        />
      </section>
      {issue && (
        <IssuePanel
          projectId={projectId}
          setup={issue}
          ticked={ticked.length}
          toIssue={ticked.filter((student) => !student.certificate).length}
        />
      )}
    </div>
  );
}
