import { LegalPage } from "../components/LegalPage";
import { privacyNotice, privacyNoticeFor } from "#shared/content/privacy-notice";
import { pageMeta } from "../seo";
import type { Route } from "./+types/privacy";

/**
 * The notice states the retention periods, the Grievance Officer and the answer times from
 * the server's configuration, the same the daily retention job deletes by, so it is
 * rendered on the server and kept by the page cache (server/http/page-cache.ts) rather than
 * prerendered at build time.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { grievanceOfficer, requestResponseDays, grievanceResponseDays, retention } =
    context.services.privacy.settings;
  return { grievanceOfficer, requestResponseDays, grievanceResponseDays, retention };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: privacyNotice.title,
    description: privacyNotice.summary,
    path: "/privacy",
  });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={privacyNoticeFor(loaderData)} />;
}
