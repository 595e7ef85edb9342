import { useState } from "react";
import { PageHeader } from "../components/PageHeader";
import {
  dataRequestChannelLabels,
  dataRequestKindLabels,
  dataRequestStatusLabels,
} from "#shared/domain/privacy";
import { adminOnly } from "../features/admin/page-guard.server";
import { istDate } from "../features/admin/requests/dates";
import { OverdueBadge } from "../features/admin/requests/OverdueBadge";
import { RequestActions } from "../features/admin/requests/RequestActions";
import { RequestDetails } from "../features/admin/requests/RequestDetails";
import { HeldData } from "../features/admin/requests/HeldData";
import { isDataRequestReference } from "#shared/schemas/data-requests";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-request";

/** /admin/requests/:reference: one data request, what we hold for the person, and its answer. */
export const loader = adminOnly(async ({ params, context }: Route.LoaderArgs) => {
  const found = isDataRequestReference(params.reference)
    ? await context.services.privacy.queue.get(params.reference)
    : undefined;
  if (!found) throw new Response("Not found", { status: 404 });
  return { request: found };
});

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: `Data request ${params.reference}`,
    description: "Kodeveda staff portal.",
    path: `/admin/requests/${params.reference}`,
    noindex: true,
  });

export default function AdminRequest({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  const [done, setDone] = useState("");
  const facts: Array<[string, React.ReactNode]> = [
    ["Kind", dataRequestKindLabels[request.kind]],
    [
      "Status",
      <>
        {dataRequestStatusLabels[request.status]}
        {request.overdue && <OverdueBadge />}
      </>,
    ],
    [
      "Received",
      `${istDate(request.receivedAt)} (${dataRequestChannelLabels[request.channel].toLowerCase()})`,
    ],
    ["Due", istDate(request.dueAt)],
    [
      "Person",
      request.email ? `${request.name ? `${request.name}, ` : ""}${request.email}` : "erased",
    ],
    ...(request.createdBy ? [["Recorded by", request.createdBy] as [string, string]] : []),
    ...(request.answeredAt
      ? [
          [
            "Answered",
            `${istDate(request.answeredAt)}${request.answeredBy ? ` by ${request.answeredBy}` : ""}`,
          ] as [string, string],
        ]
      : []),
    ...(request.outcome ? [["Outcome", request.outcome] as [string, string]] : []),
  ];

  return (
    <>
      <PageHeader
        title={`Data request ${request.reference}`}
        intro={dataRequestKindLabels[request.kind]}
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Data requests", path: "/admin/requests" },
        ]}
      />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <div role="status">
          {done && (
            <p className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
              {done}
            </p>
          )}
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <RequestDetails details={request.details} changes={request.changes} />
        <HeldData holdings={request.holdings} />
        {request.status === "open" && (
          <RequestActions reference={request.reference} kind={request.kind} onDone={setDone} />
        )}
      </div>
    </>
  );
}
