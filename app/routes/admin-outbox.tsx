import { data, useNavigation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { ListPager } from "../features/admin/ListPager";
import { FailingEmailCards } from "../features/admin/outbox/FailingEmailCards";
import { adminOnly } from "../features/admin/page-guard.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-outbox";

/** /admin/outbox: the emails the outbox gave up on or keeps retrying, for admins only. */
export const loader = adminOnly(async ({ request, context }: Route.LoaderArgs) => {
  const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
  return context.services.outboxFailures.list(page);
});

/**
 * "Send again" on a given-up email. A refusal (gone, sent meanwhile, its campaign not sending)
 * is told as its sentence; anything else is a fault, rethrown for the error page.
 */
export const action = adminOnly(async ({ request, context }: Route.ActionArgs, admin) => {
  const { services } = context;
  const form = await request.formData();
  const id = form.get("id");
  if (form.get("intent") !== "retry" || typeof id !== "string" || id === "") {
    return data({ ok: false, message: "Choose an email to send again." }, { status: 400 });
  }
  try {
    await services.outboxFailures.retry(id, admin);
    return { ok: true, message: "The email goes out again now." };
  } catch (error) {
    if (services.isRefusal(error))
      return data({ ok: false, message: error.message }, { status: 400 });
    throw error;
  }
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Email outbox",
    description: "Kodeveda staff portal.",
    path: "/admin/outbox",
    noindex: true,
  });

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pages } = loaderData;
  const navigation = useNavigation();
  return (
    <>
      <PageHeader
        title="Email outbox"
        intro={
          total === 0
            ? "Every email the site queued went out or is on its way."
            : `${total} failing, newest first: given up by the mail server, or still retried after a failure. Times are India time.`
        }
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <div role="status" className="mb-4">
          {actionData && (
            <p
              className={`rounded-lg border p-3 ${actionData.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
            >
              {actionData.message}
            </p>
          )}
        </div>
        <FailingEmailCards rows={rows} busy={navigation.state !== "idle"} />
        <ListPager page={page} pages={pages} queryFor={(n) => `?page=${n}`} />
      </div>
    </>
  );
}
