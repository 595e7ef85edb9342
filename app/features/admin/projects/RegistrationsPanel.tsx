import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/button";
import {
  paymentMethodLabels,
  registrationStatusLabels,
  type PaymentMethod,
  type RegistrationStatus,
} from "#shared/domain/registrations";
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
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Registrations table"
        >
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Reference
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Method
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200 align-top">
                  <td className="py-3 pr-4 font-mono">{row.reference}</td>
                  <td className="py-3 pr-4">{row.name}</td>
                  <td className="py-3 pr-4 break-all">{row.email}</td>
                  <td className="py-3 pr-4">{methodLabel(row.payment_method)}</td>
                  <td className="py-3 pr-4">{statusLabel(row.status)}</td>
                  <td className="py-3 pr-4">
                    {isCancellable(row) && <CancelRegistration row={row} onDone={setNotice} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
