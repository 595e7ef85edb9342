import { useLocation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { DesignForm } from "../features/admin/certificates/designs/DesignForm";
import { adminOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-certificate-design";

const notFound = () => new Response("Not found", { status: 404 });

/** /admin/certificates/designs/new and /admin/certificates/designs/:designId, for admins only. */
export const loader = adminOnly(async ({ params, context }: Route.LoaderArgs) => {
  if (params.designId === "new") return { design: null };
  if (!/^[0-9a-f-]{36}$/.test(params.designId)) throw notFound();
  const { services } = context;
  const design = await services.certificates.designs
    .get(params.designId)
    .catch((error: unknown) => {
      if (services.isRefusal(error)) throw notFound();
      throw error;
    });
  return { design };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData.design ? `Design: ${loaderData.design.name}` : "New certificate design",
    description: "Kodeveda staff portal.",
    path: `/admin/certificates/designs/${params.designId}`,
    noindex: true,
  });

export default function AdminCertificateDesign({ loaderData }: Route.ComponentProps) {
  const { design } = loaderData;
  const location = useLocation();
  // A design just created continues in the form that created it (its chosen background
  // still previewed); opening another design starts its own form.
  const continuing = (location.state as { continuing?: unknown } | null)?.continuing;
  const formKey = design && continuing !== design.id ? design.id : "new";
  return (
    <>
      <PageHeader
        title={design ? "Certificate design" : "New certificate design"}
        intro="Place each field where the background leaves room for it, check it on the preview beside the table, then print a preview with sample names."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Certificates", path: "/admin/certificates" },
          { name: "Designs", path: "/admin/certificates/designs" },
        ]}
      />
      <DesignForm key={formKey} design={design} />
    </>
  );
}
