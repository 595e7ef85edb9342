import { useState } from "react";
import { useRevalidator } from "react-router";
import { waitlistStatusLabels, type WaitlistEntryView } from "#shared/domain/projects";
import { CardCell, CardRow, CardTable } from "../card-table";
import { formatIst } from "../posts/post-form";
import { Notice, type NoticeState } from "./fields";
import { send } from "./projects-api";

/** "Waiting", or "Offered until 1 Dec 2026, 9:30 am IST". */
export function waitlistStatusText(entry: Pick<WaitlistEntryView, "status" | "offerExpiresAt">) {
  if (entry.status === "offered" && entry.offerExpiresAt) {
    return `Offered until ${formatIst(entry.offerExpiresAt)}`;
  }
  return waitlistStatusLabels[entry.status];
}

/** The project's waitlist in order, each person with a Remove button. */
export function WaitlistPanel({
  projectId,
  entries,
}: {
  projectId: string;
  entries: WaitlistEntryView[];
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(null);

  async function remove(entry: WaitlistEntryView) {
    if (!window.confirm(`Remove ${entry.name} (${entry.email}) from the waitlist?`)) return;
    setBusy(true);
    const result = await send(
      `/api/admin/projects/${encodeURIComponent(projectId)}/waitlist/${encodeURIComponent(entry.id)}`,
      "DELETE",
    );
    setBusy(false);
    setNotice(
      result.ok
        ? { text: `${entry.name} was removed from the waitlist.`, good: true }
        : { text: result.error, good: false },
    );
    await revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby="waitlist-title"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="waitlist-title" className="text-lg font-semibold text-slate-900">
        Waitlist
      </h2>
      <div className="mt-2">
        <Notice notice={notice} />
      </div>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600">No one is waiting.</p>
      ) : (
        <CardTable
          label="Waitlist table"
          cardsBelow="40rem"
          headings={["#", "Name", "Email", "Phone", "Status"]}
          actions
          className="mt-3"
        >
          {entries.map((entry, index) => (
            <CardRow key={entry.id}>
              <CardCell label="Place" rank={2}>
                {index + 1}
              </CardCell>
              <CardCell label="Name" rank={1}>
                {entry.name}
              </CardCell>
              <CardCell label="Email" className="wrap-anywhere">
                {entry.email}
              </CardCell>
              <CardCell label="Phone">{entry.phone}</CardCell>
              <CardCell label="Status" rank={3}>
                {waitlistStatusText(entry)}
              </CardCell>
              <CardCell label="Actions" rank={4} quiet>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void remove(entry)}
                  aria-label={`Remove ${entry.name} from the waitlist`}
                  className="rounded border border-red-700 px-2 py-1 font-semibold text-red-800"
                >
                  Remove
                </button>
              </CardCell>
            </CardRow>
          ))}
        </CardTable>
      )}
    </section>
  );
}
