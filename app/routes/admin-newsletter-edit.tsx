import { useLocation, type ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { CampaignEditor } from "../features/admin/newsletter/CampaignEditor";
import { staffOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-newsletter-edit";

/** /admin/newsletter/new and /admin/newsletter/:id: the campaign editor, for signed-in staff. */
export const loader = staffOnly(async ({ params, context }: Route.LoaderArgs) => {
  if (params.id === "new") return { campaign: null };
  const campaign = await context.services.campaigns.get(params.id);
  if (!campaign) throw new Response("Not found", { status: 404 });
  return { campaign };
});

/**
 * The editor keeps the campaign it works on (its progress panel polls for itself): another
 * tab's sign-in or the header's revalidation must not reload it under the typing. Only
 * opening another campaign loads one.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => (currentParams.id !== nextParams.id ? defaultShouldRevalidate : false);

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData.campaign ? `Campaign: ${loaderData.campaign.subject}` : "New campaign",
    description: "Kodeveda staff portal.",
    path: `/admin/newsletter/${params.id}`,
    noindex: true,
  });

export default function AdminNewsletterEdit({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <>
      <PageHeader
        title={campaign ? "Campaign" : "New campaign"}
        intro="Write, save as a draft, preview and test on yourself, then send now or at a set time (India time)."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Newsletter", path: "/admin/newsletter" },
        ]}
      />
      <CampaignEditor
        // A new campaign, once saved, opens under its id: the editor carries on with it.
        key={campaign ? campaign.id : "new"}
        campaign={campaign}
        notice={typeof notice === "string" ? notice : ""}
      />
    </>
  );
}
