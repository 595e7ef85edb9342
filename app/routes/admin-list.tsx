import { useState } from "react";
import { data, Link, useNavigation } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { adminLists, isAdminListKind, isAnsweredList } from "#shared/domain/admin-lists";
import { indiaDateTime } from "#shared/domain/india-time";
import { ListFilterForm } from "../features/admin/ListFilterForm";
import { ListPager } from "../features/admin/ListPager";
import { listQuery } from "../features/admin/list-query";
import { ListTable } from "../features/admin/ListTable";
import { MarkAnswered } from "../features/admin/MarkAnswered";
import { adminOnly } from "../features/admin/page-guard.server";
import { ReconcileRazorpay } from "../features/admin/ReconcileRazorpay";
import { CancelRegistration } from "../features/admin/projects/CancelRegistration";
import { isCancellable } from "../features/admin/projects/project-form";
import {
  adminListActionSchema,
  adminListFilterSchema,
  firstProblem,
} from "#shared/schemas/admin-lists";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-list";

/** An admin list (/admin/bookings, …): rendered per request for a signed-in admin only. */
function listKind({ list }: Route.LoaderArgs["params"]) {
  if (!isAdminListKind(list)) throw new Response("Not found", { status: 404 });
  return list;
}

export const loader = adminOnly(async (args: Route.LoaderArgs) => {
  const kind = listKind(args.params);
  // Registrations paid through Razorpay can be checked with it when it is configured.
  const razorpay =
    kind === "registrations" && args.context.services.registrations.canReconcile("razorpay");
  const search = new URL(args.request.url).searchParams;
  // Shown back in the form as given, so the admin can correct what was refused.
  const q = search.get("q") ?? "";
  const status = search.get("status") ?? "";
  // Registrations of one project (its screen links here); no other list has projects.
  const project = kind === "registrations" ? (search.get("project") ?? "") : "";
  // Bookings and messages whose promised answer is late (the dashboard links here).
  const late = isAnsweredList(kind) && search.get("late") === "1";
  const filter = adminListFilterSchema(kind).safeParse({
    q,
    status,
    page: search.get("page"),
    project: project || undefined,
    late: late ? "1" : undefined,
  });
  if (!filter.success) {
    return data(
      {
        kind,
        razorpay,
        q,
        status,
        project,
        late,
        rows: [],
        total: 0,
        page: 1,
        pages: 1,
        filterError: firstProblem(filter.error),
      },
      { status: 400 },
    );
  }
  const result = await args.context.services.adminLists.list(kind, filter.data);
  return { kind, razorpay, q, status, project, late, ...result, filterError: undefined };
});

/** Bookings and messages whose promised answer is late: the filter, and its summary. */
const lateRepliesOnly = "Late replies only";

const notInStatement = "We could not find this payment in our bank statement.";

/**
 * A row's action. Only a refusal from the services (a ServiceRefusal, which app/ cannot
 * import: the services tell it) is a sentence for the admin; anything else is a fault,
 * rethrown: the server logs it and answers with its error page, never with a database's
 * own words.
 */
export const action = adminOnly(async (args: Route.ActionArgs, admin) => {
  const kind = listKind(args.params);
  const { services } = args.context;
  const form = Object.fromEntries(await args.request.formData());
  const parsed = adminListActionSchema(kind).safeParse(form);
  if (!parsed.success) return data({ message: firstProblem(parsed.error).msg }, { status: 400 });
  const action = parsed.data;
  try {
    switch (action.intent) {
      case "status":
        await services.adminLists.setStatus(action.list, action.id, action.status, admin);
        return { message: "Status saved." };
      case "answered": {
        const { answeredAt, changed } = await services.adminLists.markAnswered(
          action.list,
          action.id,
          admin,
        );
        return {
          message: changed
            ? "Marked answered."
            : `Already marked answered on ${indiaDateTime(answeredAt)}; nothing changed.`,
        };
      }
      case "confirm":
        await services.registrations.confirmUpiPayment(action.reference, admin);
        return { message: `Payment for ${action.reference} confirmed; the receipt is on its way.` };
      case "reject": {
        const reason = action.reason || notInStatement;
        await services.registrations.rejectUpiPayment(action.reference, reason, admin);
        return {
          message: `Payment for ${action.reference} rejected; the student has been told why.`,
        };
      }
      case "reject-network": {
        const reason = action.reason || notInStatement;
        const count = await services.registrations.rejectUpiNetwork(action.network, reason, admin);
        return {
          message: `${count} unverified UPI ${count === 1 ? "payment" : "payments"} from ${action.network} rejected; each student has been told why.`,
        };
      }
    }
  } catch (error) {
    if (services.isRefusal(error)) return data({ message: error.message }, { status: 400 });
    throw error;
  }
});

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: isAdminListKind(params.list) ? adminLists[params.list].title : "Admin",
    description: "Kodeveda staff portal.",
    path: `/admin/${params.list}`,
    noindex: true,
  });

export default function AdminList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, razorpay, q, status, project, late, rows, total, page, pages, filterError } =
    loaderData;
  const navigation = useNavigation();
  // A cancellation's or a Razorpay check's sentence, until a row form's answer (a new
  // actionData) replaces it.
  const [notice, setNotice] = useState<{ text: string; after: typeof actionData } | null>(null);
  const message = notice && notice.after === actionData ? notice.text : actionData?.message;
  const noticeOf = ({ text }: { text: string }) => setNotice({ text, after: actionData });
  const projectQuery: Record<string, string> = project ? { project } : {};
  const lateQuery: Record<string, string> = late ? { late: "1" } : {};
  const busy = navigation.state !== "idle";

  return (
    <>
      <PageHeader
        title={adminLists[kind].title}
        intro={
          filterError
            ? "Nothing is listed until the filter below is corrected."
            : `${total} in all${q || status || late ? " matching the filter" : ""}, newest first.`
        }
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ListFilterForm
          kind={kind}
          q={q}
          status={status}
          filterError={filterError}
          keep={projectQuery}
          exportQuery={listQuery({ q, status }, { ...projectQuery, ...lateQuery })}
          filtered={late ? [lateRepliesOnly] : []}
        >
          {isAnsweredList(kind) && (
            <label className="flex min-h-11 w-full items-center gap-2 sm:w-auto">
              <input type="checkbox" name="late" value="1" defaultChecked={late} />
              <span className="text-sm font-medium text-slate-800">{lateRepliesOnly}</span>
            </label>
          )}
        </ListFilterForm>
        {project && (
          <p className="mt-4 text-slate-700">
            Showing the registrations of one project ({project}).{" "}
            <Link to={listQuery({ q, status })} className="text-brand-700 underline">
              Show every project’s
            </Link>
          </p>
        )}
        {razorpay && (
          <div className="mt-4">
            <ReconcileRazorpay onDone={noticeOf} />
          </div>
        )}
        <div role="status" className="mt-4">
          {message && (
            <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-900">
              {message}
            </p>
          )}
        </div>
        <ListTable
          kind={kind}
          rows={rows}
          busy={busy}
          rowAction={
            kind === "registrations"
              ? (row) =>
                  isCancellable(row) ? <CancelRegistration row={row} onDone={noticeOf} /> : null
              : isAnsweredList(kind)
                ? (row) =>
                    row.answered_at === null ? <MarkAnswered row={row} busy={busy} /> : null
                : undefined
          }
        />
        <ListPager
          page={page}
          pages={pages}
          queryFor={(n) =>
            listQuery({ q, status }, { ...projectQuery, ...lateQuery, page: String(n) })
          }
        />
      </div>
    </>
  );
}
