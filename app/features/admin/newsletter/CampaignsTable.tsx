import { campaignStatusLabels, type CampaignSummary } from "#shared/domain/newsletter";
import { formatIst } from "../posts/post-form";
import { RecordsTable } from "../RecordsTable";

/** A moment, or "—" where a card shows nothing. */
const timeOf = (iso: string | null) => ({
  content: iso ? formatIst(iso) : "—",
  nowrap: true,
  empty: !iso,
});

/** Every campaign, newest first, each subject opening its editor. Times are India's. */
export function CampaignsTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <RecordsTable
      rows={campaigns}
      empty="No campaigns yet."
      label="Campaigns table"
      headings={["Subject", "Status", "Scheduled", "Started", "Finished", "Sent / recipients"]}
      keyOf={(campaign) => campaign.id}
      editorOf={(campaign) => `/admin/newsletter/${campaign.id}`}
      titleOf={(campaign) => campaign.subject}
      cellsOf={(campaign) => [
        { content: campaignStatusLabels[campaign.status] },
        timeOf(campaign.scheduledAt),
        timeOf(campaign.startedAt),
        timeOf(campaign.finishedAt),
        {
          content: (
            <>
              {campaign.progress.sent} / {campaign.progress.recipients}
            </>
          ),
          nowrap: true,
        },
      ]}
    />
  );
}
