import { Link } from "react-router";
import { campaignStatusLabels, type CampaignSummary } from "#shared/domain/newsletter";
import { formatIst } from "../posts/post-form";

const timeOf = (iso: string | null) => (iso ? formatIst(iso) : "—");

/** Every campaign, newest first, each subject opening its editor. Times are India's. */
export function CampaignsTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  if (campaigns.length === 0) {
    return <p className="mt-6 text-slate-700">No campaigns yet.</p>;
  }
  return (
    <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Campaigns table">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            {["Subject", "Status", "Scheduled", "Started", "Finished", "Sent / recipients"].map(
              (label) => (
                <th key={label} scope="col" className="py-2 pr-4 font-semibold">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.id} className="border-b border-slate-200 align-top">
              <td className="max-w-sm py-3 pr-4 break-words">
                <Link
                  to={`/admin/newsletter/${campaign.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {campaign.subject}
                </Link>
              </td>
              <td className="py-3 pr-4">{campaignStatusLabels[campaign.status]}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{timeOf(campaign.scheduledAt)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{timeOf(campaign.startedAt)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{timeOf(campaign.finishedAt)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">
                {campaign.progress.sent} / {campaign.progress.recipients}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
