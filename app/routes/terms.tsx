import { LegalPage } from "../components/LegalPage";
import { termsOfService } from "#shared/content/terms-of-service";
import { pageMeta } from "../seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: termsOfService.title,
    description: termsOfService.summary,
    path: "/terms",
  });

export default function Terms() {
  return <LegalPage document={termsOfService} />;
}
