import { useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { CampaignsTable } from "../features/admin/newsletter/CampaignsTable";
import { StartFromPosts } from "../features/admin/newsletter/StartFromPosts";
import { staffOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-newsletter";

/** /admin/newsletter: every campaign, newest first, for signed-in staff (admins and editors). */
export const loader = staffOnly(async ({ context }: Route.LoaderArgs) => {
  return { campaigns: await context.services.campaigns.list() };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Newsletter",
    description: "Kodeveda staff portal.",
    path: "/admin/newsletter",
    noindex: true,
  });

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { campaigns } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const [alert, setAlert] = useState("");

  return (
    <>
      <PageHeader
        title="Newsletter"
        intro="Write a campaign, test it on yourself, then send it to every confirmed subscriber now or at a set time (India time)."
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="flex flex-wrap justify-end gap-3">
          <StartFromPosts onAlert={setAlert} />
          <Link to="/admin/newsletter/new" className={buttonClass("primary")}>
            New campaign
          </Link>
        </div>
        <div role="status" className="mt-4">
          {typeof notice === "string" && (
            <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-900">
              {notice}
            </p>
          )}
        </div>
        <div aria-live="assertive">
          {alert && (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
            >
              {alert}
            </p>
          )}
        </div>
        <CampaignsTable campaigns={campaigns} />
      </div>
    </>
  );
}
