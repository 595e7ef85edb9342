import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonClass } from "../components/button";
import { PageHeader } from "../components/PageHeader";
import { adminLists, isAdminListKind, type AdminListKind } from "../domain/admin-lists";
import {
  adminListActionSchema,
  adminListFilterSchema,
  firstProblem,
  maxReasonLength,
  maxSearchLength,
} from "../schemas/admin-lists";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-list";

/** An admin list (/admin/bookings, …): rendered per request for a signed-in admin only. */
async function adminAndKind({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const admin = await context.services.adminAccess.adminFor(request.headers);
  if (!admin) throw redirect("/admin");
  if (!isAdminListKind(params.list)) throw new Response("Not found", { status: 404 });
  return { admin, kind: params.list };
}

export async function loader(args: Route.LoaderArgs) {
  const { kind } = await adminAndKind(args);
  const search = new URL(args.request.url).searchParams;
  // Shown back in the form as given, so the admin can correct what was refused.
  const q = search.get("q") ?? "";
  const status = search.get("status") ?? "";
  const filter = adminListFilterSchema(kind).safeParse({ q, status, page: search.get("page") });
  if (!filter.success) {
    return data(
      {
        kind,
        q,
        status,
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
  return { kind, q, status, ...result, filterError: undefined };
}

/**
 * A row's action. Only a refusal from the services (a ServiceRefusal, which app/ cannot
 * import: the services tell it) is a sentence for the admin; anything else is a fault,
 * rethrown: the server logs it and answers with its error page, never with a database's
 * own words.
 */
export async function action(args: Route.ActionArgs) {
  const { admin, kind } = await adminAndKind(args);
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
      case "confirm":
        await services.registrations.confirmUpiPayment(action.reference, admin);
        return { message: `Payment for ${action.reference} confirmed; the receipt is on its way.` };
      case "reject": {
        const reason = action.reason || "We could not find this payment in our bank statement.";
        await services.registrations.rejectUpiPayment(action.reference, reason, admin);
        return {
          message: `Payment for ${action.reference} rejected; the student has been told why.`,
        };
      }
    }
  } catch (error) {
    if (services.adminLists.isRefusal(error))
      return data({ message: error.message }, { status: 400 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: isAdminListKind(params.list) ? adminLists[params.list].title : "Admin",
    description: "Kodeveda staff portal.",
    path: `/admin/${params.list}`,
    noindex: true,
  });

const filterErrorId = "filter-error";
const invalidIf = (invalid: boolean) =>
  invalid ? { "aria-invalid": true, "aria-describedby": filterErrorId } : {};

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));

export default function AdminList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, q, status, rows, total, page, pages, filterError } = loaderData;
  const list = adminLists[kind];
  const statuses = Object.entries(list.statuses);
  const navigation = useNavigation();
  const query = (extra: Record<string, string>) =>
    "?" +
    new URLSearchParams({
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      ...extra,
    }).toString();

  return (
    <>
      <PageHeader
        title={list.title}
        intro={
          filterError
            ? "Nothing is listed until the filter below is corrected."
            : `${total} in all${q || status ? " matching the filter" : ""}, newest first.`
        }
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
          <label className="block">
            <span className="block text-sm font-medium text-slate-800">Search</span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={maxSearchLength}
              {...invalidIf(filterError?.path === "q")}
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <label className="block">
            <span className="block text-sm font-medium text-slate-800">Status</span>
            <select
              name="status"
              defaultValue={status}
              {...invalidIf(filterError?.path === "status")}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">Any</option>
              {statuses.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass("primary")}>
            Search
          </button>
          {!filterError && (
            <a
              href={`/api/admin/export/${kind}.csv${query({})}`}
              download
              className={buttonClass("outline")}
            >
              Export CSV
            </a>
          )}
        </Form>
        {filterError && (
          <p
            id={filterErrorId}
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
          >
            {filterError.msg}
          </p>
        )}
        <div role="status" className="mt-4">
          {actionData?.message && (
            <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-slate-900">
              {actionData.message}
            </p>
          )}
        </div>
        <div
          className="mt-6 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`${list.title} table`}
        >
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                {list.columns.map(([column, label]) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200 align-top">
                  {list.columns.map(([column]) => {
                    const value = row[column];
                    if (column === "status") {
                      return (
                        <td key={column} className="py-3 pr-4">
                          <StatusCell kind={kind} row={row} busy={navigation.state !== "idle"} />
                        </td>
                      );
                    }
                    return (
                      <td
                        key={column}
                        className="max-w-xs py-3 pr-4 break-words whitespace-pre-line"
                      >
                        {column === "created_at" && typeof value === "string"
                          ? when(value)
                          : (value ?? "—")}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className="py-6 text-slate-600">Nothing here matches.</p>}
        </div>
        <nav aria-label="Pages" className="mt-6 flex items-center gap-4">
          {page > 1 && (
            <Link to={query({ page: String(page - 1) })} className="text-brand-700 underline">
              Newer
            </Link>
          )}
          <span className="text-sm text-slate-600">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link to={query({ page: String(page + 1) })} className="text-brand-700 underline">
              Older
            </Link>
          )}
        </nav>
      </div>
    </>
  );
}

function StatusCell({
  kind,
  row,
  busy,
}: {
  kind: AdminListKind;
  row: Record<string, string | number | null>;
  busy: boolean;
}) {
  const list = adminLists[kind];
  const current = String(row.status);
  const label = (list.statuses as Record<string, string>)[current] ?? current;
  if (kind === "bookings" || kind === "contacts") {
    return (
      <Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={String(row.id)} />
        <label>
          <span className="sr-only">Status of {String(row.email)}</span>
          <select
            name="status"
            defaultValue={current}
            className="rounded border border-slate-300 bg-white px-2 py-1"
          >
            {Object.entries(list.statuses).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          disabled={busy}
          className="rounded border border-slate-300 px-2 py-1 font-semibold"
        >
          Save
        </button>
      </Form>
    );
  }
  if (kind === "registrations" && current === "awaiting_verification") {
    const reference = String(row.reference);
    return (
      <div className="space-y-2">
        <p>{label}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="reference" value={reference} />
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-green-700 px-2 py-1 font-semibold text-white"
          >
            Confirm payment {reference}
          </button>
        </Form>
        <Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="reference" value={reference} />
          <label>
            <span className="sr-only">Reason for rejecting {reference}</span>
            <input
              name="reason"
              placeholder="Reason"
              maxLength={maxReasonLength}
              className="w-32 rounded border border-slate-300 px-2 py-1"
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            className="rounded border border-red-700 px-2 py-1 font-semibold text-red-800"
          >
            Reject
          </button>
        </Form>
      </div>
    );
  }
  return <span>{label}</span>;
}
