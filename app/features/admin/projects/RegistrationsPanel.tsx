import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/button";
import {
  paymentMethodLabels,
  registrationStatusLabels,
  type PaymentMethod,
  type RegistrationStatus,
} from "#shared/domain/registrations";
import { CardCell, CardRow, CardTable } from "../card-table";
import { ListPager } from "../ListPager";
import { CancelRegistration } from "./CancelRegistration";
import { Notice, type NoticeState } from "./fields";
import { isCancellable, type RegistrationRow } from "./project-form";

const statusLabel = (status: unknown) =>
  Object.hasOwn(registrationStatusLabels, String(status))
    ? registrationStatusLabels[status as RegistrationStatus]
    : String(status);

const methodLabel = (method: unknown) =>
  Object.hasOwn(paymentMethodLabels, String(method))
    ? paymentMethodLabels[method as PaymentMethod]
    : String(method);

/** One project's registrations (a page of them), each cancellable one with its Cancel button. */
export function RegistrationsPanel({
  projectId,
  rows,
  total,
  page,
  pages,
}: {
  projectId: string;
  rows: Array<RegistrationRow & { id: string }>;
  total: number;
  page: number;
  pages: number;
}) {
  const [notice, setNotice] = useState<NoticeState>(null);
  const project = encodeURIComponent(projectId);
  return (
    <section
      aria-labelledby="registrations-title"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="registrations-title" className="text-lg font-semibold text-slate-900">
          Registrations ({total})
        </h2>
        <a
          href={`/api/admin/export/registrations.csv?project=${project}`}
          download
          className={buttonClass("outline")}
        >
          Download CSV
        </a>
      </div>
      <div className="mt-2">
        <Notice notice={notice} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">No registrations yet.</p>
      ) : (
        <CardTable
          label="Registrations table"
          cardsBelow="40rem"
          headings={["Reference", "Name", "Email", "Method", "Status"]}
          actions
          className="mt-3"
        >
          {rows.map((row) => {
            const cancellable = isCancellable(row);
            return (
              <CardRow key={row.id}>
                <CardCell label="Reference" rank={1} className="font-mono whitespace-nowrap">
                  {row.reference}
                </CardCell>
                <CardCell label="Name" rank={2}>
                  {row.name}
                </CardCell>
                <CardCell label="Email" className="wrap-anywhere">
                  {row.email}
                </CardCell>
                <CardCell label="Method">{methodLabel(row.payment_method)}</CardCell>
                <CardCell label="Status" rank={3}>
                  {statusLabel(row.status)}
                </CardCell>
                <CardCell label="Actions" rank={4} quiet stack empty={!cancellable}>
                  {cancellable && <CancelRegistration row={row} onDone={setNotice} />}
                </CardCell>
              </CardRow>
            );
          })}
        </CardTable>
      )}
      <ListPager page={page} pages={pages} queryFor={(n) => `?page=${n}`} />
      <p className="mt-3 text-sm">
        <Link to={`/admin/registrations?project=${project}`} className="text-brand-700 underline">
          All of this project’s registrations in the registrations list
        </Link>
      </p>
    </section>
  );
}
