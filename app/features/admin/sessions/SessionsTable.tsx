import { useState } from "react";
import { Link } from "react-router";
import type { StaffSession } from "#shared/domain/sessions";
import { CardCell, CardRow, CardTable } from "../card-table";
import { Notice, type NoticeState } from "../projects/fields";
import { CancelSession } from "./CancelSession";
import { ChangeSession } from "./ChangeSession";
import { rowButtonClass } from "./row-button";
import { sessionStatusLabels, sessionWhen } from "./session-form";
import { SessionWhere } from "./SessionWhere";

/**
 * A project's sessions in date order, each a card: when and where (India time), whether it
 * still happens, how many were checked in, and what staff can do with it.
 */
export function SessionsTable({
  projectId,
  sessions,
}: {
  projectId: string;
  sessions: StaffSession[];
}) {
  const [notice, setNotice] = useState<NoticeState>(null);
  return (
    <section
      aria-labelledby="sessions-title"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
        Sessions ({sessions.length})
      </h2>
      <div className="mt-2">
        <Notice notice={notice} />
      </div>
      {sessions.length === 0 ? (
        <p className="mt-2 text-slate-600">No sessions yet: add the first below.</p>
      ) : (
        <CardTable
          label="Sessions table"
          cardsBelow="always"
          headings={["Title", "When", "Where", "Status", "Checked in"]}
          actions
          className="mt-3"
        >
          {sessions.map((session) => {
            const scheduled = session.status === "scheduled";
            return (
              <CardRow key={session.id} className={scheduled ? "" : "bg-slate-50"}>
                <CardCell label="Title" rank={1}>
                  {session.title}
                </CardCell>
                <CardCell label="When" rank={2}>
                  {sessionWhen(session)}
                </CardCell>
                <CardCell label="Where">
                  <SessionWhere session={session} />
                </CardCell>
                <CardCell label="Status" rank={3}>
                  <span className={scheduled ? "" : "font-semibold text-red-800"}>
                    {sessionStatusLabels[session.status]}
                  </span>
                </CardCell>
                <CardCell label="Checked in">{session.attendance}</CardCell>
                <CardCell label="Actions" quiet stack className="cards:col-span-full">
                  <div className="flex flex-wrap items-start gap-2">
                    {scheduled && (
                      <>
                        <ChangeSession
                          // A new version (after a change) starts the form over, closed.
                          key={`${session.id}:${session.sequence}`}
                          projectId={projectId}
                          session={session}
                          onDone={setNotice}
                        />
                        <CancelSession projectId={projectId} session={session} onDone={setNotice} />
                      </>
                    )}
                    <Link
                      to={`/admin/projects/${encodeURIComponent(projectId)}/sessions/${encodeURIComponent(session.id)}`}
                      className={`${rowButtonClass} border-brand-700 text-brand-700`}
                    >
                      Door list
                      <span className="sr-only">
                        {" "}
                        {session.title}, {sessionWhen(session)}
                      </span>
                    </Link>
                  </div>
                </CardCell>
              </CardRow>
            );
          })}
        </CardTable>
      )}
    </section>
  );
}
