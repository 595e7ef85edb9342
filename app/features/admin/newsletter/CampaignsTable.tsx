import { campaignStatusLabels, type CampaignSummary } from "#shared/domain/newsletter";
import { formatIst } from "../posts/post-form";
import { RecordsTable } from "../RecordsTable";

const timeOf = (iso: string | null) => (iso ? formatIst(iso) : "—");

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
        { content: timeOf(campaign.scheduledAt), nowrap: true },
        { content: timeOf(campaign.startedAt), nowrap: true },
        { content: timeOf(campaign.finishedAt), nowrap: true },
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
