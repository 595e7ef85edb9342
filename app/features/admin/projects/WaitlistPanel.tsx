import { useState } from "react";
import { useRevalidator } from "react-router";
import { waitlistStatusLabels, type WaitlistEntryView } from "#shared/domain/projects";
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
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Waitlist table"
        >
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  #
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Phone
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={entry.id} className="border-b border-slate-200 align-top">
                  <td className="py-3 pr-4">{index + 1}</td>
                  <td className="py-3 pr-4">{entry.name}</td>
                  <td className="py-3 pr-4 break-all">{entry.email}</td>
                  <td className="py-3 pr-4">{entry.phone}</td>
                  <td className="py-3 pr-4">{waitlistStatusText(entry)}</td>
                  <td className="py-3 pr-4">
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void remove(entry)}
                      aria-label={`Remove ${entry.name} from the waitlist`}
                      className="rounded border border-red-700 px-2 py-1 font-semibold text-red-800"
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
