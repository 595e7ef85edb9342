import { useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { PageHeader } from "../components/PageHeader";
import {
  dataRequestKindLabels,
  dataRequestStatusLabels,
  type DataRequestKind,
} from "#shared/domain/privacy";
import {
  filterControlClass,
  filterFieldClass,
  ListFilterForm,
} from "../features/admin/ListFilterForm";
import { ListPager } from "../features/admin/ListPager";
import { listQuery } from "../features/admin/list-query";
import { adminOnly } from "../features/admin/page-guard.server";
import { RecordRequestForm } from "../features/admin/requests/RecordRequestForm";
import { RequestsTable } from "../features/admin/requests/RequestsTable";
import { firstProblem } from "#shared/schemas/admin-lists";
import { dataRequestFilterSchema } from "#shared/schemas/data-requests";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-requests";

/** /admin/requests: the data requests queue (DPDP Act), for a signed-in admin only. */
export const loader = adminOnly(async ({ request, context }: Route.LoaderArgs) => {
  const search = new URL(request.url).searchParams;
  const q = search.get("q") ?? "";
  const status = search.get("status") ?? "";
  const kind = search.get("kind") ?? "";
  const filter = dataRequestFilterSchema.safeParse({
    q,
    status,
    kind,
    page: search.get("page") ?? undefined,
  });
  if (!filter.success) {
    return data(
      {
        q,
        status,
        kind,
        rows: [],
        total: 0,
        page: 1,
        pages: 1,
        filterError: firstProblem(filter.error),
      },
      { status: 400 },
    );
  }
  const result = await context.services.privacy.queue.list(filter.data);
  return { q, status, kind, ...result, filterError: undefined };
});

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Data requests",
    description: "Kodeveda staff portal.",
    path: "/admin/requests",
    noindex: true,
  });

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { q, status, kind, rows, total, page, pages, filterError } = loaderData;
  const revalidator = useRevalidator();
  const [recorded, setRecorded] = useState("");
  const filtering = Boolean(q || status || kind);

  return (
    <>
      <PageHeader
        title="Data requests"
        intro={
          filterError
            ? "Nothing is listed until the filter below is corrected."
            : `${total} in all${filtering ? " matching the filter" : ""}, latest due date first. Dates are India time.`
        }
        breadcrumbs={[{ name: "Admin", path: "/admin" }]}
      />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <ListFilterForm
          q={q}
          status={status}
          statuses={dataRequestStatusLabels}
          filterError={filterError}
          filtered={
            Object.hasOwn(dataRequestKindLabels, kind)
              ? [`Kind: ${dataRequestKindLabels[kind as DataRequestKind]}`]
              : []
          }
        >
          <label className={filterFieldClass}>
            <span className="block text-sm font-medium text-slate-800">Kind</span>
            <select
              name="kind"
              defaultValue={kind}
              {...(filterError?.path === "kind"
                ? { "aria-invalid": true, "aria-describedby": "filter-error" }
                : {})}
              className={filterControlClass}
            >
              <option value="">Any</option>
              {Object.entries(dataRequestKindLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </ListFilterForm>
        <div role="status" className="mt-4">
          {recorded && (
            <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
              Request{" "}
              <Link to={`/admin/requests/${recorded}`} className="underline">
                {recorded}
              </Link>{" "}
              recorded. It is open in the queue.
            </p>
          )}
        </div>
        <RequestsTable rows={rows} />
        <ListPager
          page={page}
          pages={pages}
          queryFor={(n) => listQuery({ q, status }, { ...(kind ? { kind } : {}), page: String(n) })}
        />
        <RecordRequestForm
          onRecorded={(reference) => {
            setRecorded(reference);
            void revalidator.revalidate();
          }}
        />
      </div>
    </>
  );
}
