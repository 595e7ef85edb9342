import type { CertificateState } from "#shared/domain/certificates";

/** A certificate's state as staff read it in a list: a word, never a colour alone. */
export const certificateStateLabels: Record<CertificateState, string> = {
  valid: "Valid",
  revoked: "Revoked",
  replaced: "Replaced",
  withdrawn: "Withdrawn",
};

// Whole class names, for Tailwind to find.
const stateClass: Record<CertificateState, string> = {
  valid: "border-green-300 bg-green-50 text-green-900",
  revoked: "border-red-300 bg-red-50 text-red-900",
  replaced: "border-slate-300 bg-slate-50 text-slate-800",
  withdrawn: "border-amber-300 bg-amber-50 text-amber-950",
};

/** The state as a small labelled badge: its word carries the meaning, the colour only helps. */
export function CertificateStateBadge({ state }: { state: CertificateState }) {
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${stateClass[state]}`}
    >
      {certificateStateLabels[state]}
    </span>
  );
}

/** A certificate's page in the portal. */
export const staffCertificatePath = (id: string) => `/admin/certificates/${encodeURIComponent(id)}`;
