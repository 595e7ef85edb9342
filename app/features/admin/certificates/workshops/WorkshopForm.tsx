import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import { formatIst } from "../../posts/post-form";
import { Notice, TextField } from "../../projects/fields";
import { CheckResult } from "./CheckResult";
import { ParticipantsField } from "./ParticipantsField";
import { ChoiceField } from "../../requests/ChoiceField";
import { useWorkshopForm } from "./useWorkshopForm";
import type { BookingChoice, DesignChoice } from "./workshop-form";

const issueLabel = (participants: number | undefined) =>
  participants === undefined
    ? "Issue certificates"
    : `Issue ${participants} certificate${participants === 1 ? "" : "s"}`;

/**
 * Certificates for a college workshop's participants: the programme as the certificates
 * state it, the college, an optional booking it came from, the design, and the list. The
 * list is checked first; Issue opens only when the check of this list found no problem.
 */
export function WorkshopForm({
  bookings,
  designs,
}: {
  bookings: readonly BookingChoice[];
  designs: readonly DesignChoice[];
}) {
  const hydrated = useHydrated();
  const form = useWorkshopForm(bookings);
  const { id, values, errors, check } = form;
  const text = (key: "title" | "college" | "period") => ({
    id: `${id}-${key}`,
    value: values[key],
    onChange: (value: string) => form.set(key, value),
    error: errors[key],
  });

  return (
    <form
      noValidate
      className="mx-auto max-w-3xl space-y-6 px-4 pb-16"
      onSubmit={(event) => {
        event.preventDefault();
        void form.issue();
      }}
    >
      <Notice notice={form.notice} />
      <TextField
        {...text("title")}
        label="Programme title"
        maxLength={160}
        hint="As the certificates state it."
      />
      <ChoiceField
        id={`${id}-bookingId`}
        label="Booking (optional)"
        value={values.bookingId}
        onChange={form.chooseBooking}
        error={errors.bookingId}
        hint="The college's booking this workshop came from: its organisation fills in the college."
        options={{
          "": "None",
          ...Object.fromEntries(
            bookings.map((booking) => [
              booking.id,
              `${booking.organisation} (received ${formatIst(booking.receivedAt)})`,
            ]),
          ),
        }}
      />
      <TextField {...text("college")} label="College" maxLength={100} />
      <TextField
        {...text("period")}
        label="Dates or hours"
        maxLength={120}
        hint="Such as “5 Dec 2026 – 30 Jan 2027 · 24 hours”"
      />
      <ChoiceField
        id={`${id}-designId`}
        label="Design"
        value={values.designId}
        onChange={(value) => form.set("designId", value)}
        error={errors.designId}
        options={{
          "": "Built-in design",
          ...Object.fromEntries(designs.map((design) => [design.id, design.name])),
        }}
      />
      <ParticipantsField form={form} />

      <div role="status" aria-live="polite">
        {check && <CheckResult check={check} />}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={!hydrated || form.busy}
          onClick={() => void form.checkList()}
          className={buttonClass(form.canIssue ? "outline" : "primary")}
        >
          Check the list
        </button>
        <button
          type="submit"
          disabled={!hydrated || form.busy || !form.canIssue}
          aria-describedby={form.canIssue ? undefined : `${id}-issue-hint`}
          className={buttonClass(form.canIssue ? "primary" : "outline")}
        >
          {issueLabel(check?.participants)}
        </button>
        {!form.canIssue && (
          <p id={`${id}-issue-hint`} className="text-sm text-slate-600">
            Issuing opens once the check of this list finds no problem.
          </p>
        )}
      </div>
    </form>
  );
}
