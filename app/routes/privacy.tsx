import { LegalPage } from "../components/LegalPage";
import { privacyNotice } from "../content/privacy-notice";
import { pageMeta } from "../seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: privacyNotice.title,
    description: privacyNotice.summary,
    path: "/privacy",
  });

export default function Privacy() {
  return <LegalPage document={privacyNotice} />;
}
