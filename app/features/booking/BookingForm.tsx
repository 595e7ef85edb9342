import { useState, type SubmitEvent } from "react";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { Banner } from "../../components/form/Banner";
import { EmailField } from "../../components/form/EmailField";
import { PhoneField } from "../../components/form/PhoneField";
import { bookingResetMs } from "../../constants";
import { bookingSchema } from "#shared/schemas/booking";
import { emptyFieldMessages, maxLength } from "#shared/schemas/fields";
import { ConsentNote } from "../forms/ConsentNote";
import { Honeypot } from "../forms/Honeypot";
import { NoScriptNote } from "../forms/NoScriptNote";
import { postJson, serverGaveNoReason } from "../forms/post-json";
import { useFieldErrors } from "../forms/use-field-errors";
import { useIdempotencyKey } from "../forms/use-idempotency-key";
import { useResetAfter } from "../forms/use-reset-after";
import { useHydrated } from "../../hooks/useHydrated";
import { useEarlyForm } from "../forms/early-submit";
import { bookingFailure, bookingSuccess } from "./messages";

type Status = "idle" | "loading" | "success" | "error";

const backToIdle: readonly Status[] = ["success", "error"];
const whenEmpty = emptyFieldMessages(bookingSchema);

/**
 * The booking form for a college or organisation: POST /api/bookings, the spec's contract. It
 * works from the first paint, as the contact form does (features/forms/early-submit.server.ts).
 */
export function BookingForm() {
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();
  const [detail, setDetail] = useState("");
  const fields = useFieldErrors();
  const submission = useIdempotencyKey();
  useResetAfter(status, backToIdle, bookingResetMs, setStatus, "idle");
  const formRef = useEarlyForm((form) => fields.validate(form, bookingSchema, { focus: false }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "loading" || status === "success") return;
    const form = event.currentTarget;
    const input = fields.validate(form, bookingSchema);
    if (!input) return;
    setStatus("loading");
    const result = await postJson("/api/bookings", input, {
      idempotencyKey: submission.keyFor(input),
    });
    if (result.ok) {
      submission.settled();
      form.reset();
      setDetail("");
      setStatus("success");
      return;
    }
    if (result.kind === "invalid") fields.show(form, result.errors);
    setDetail(result.kind === "refused" ? (result.message ?? serverGaveNoReason) : "");
    setStatus("error");
  }

  const { errors } = fields;
  return (
    <form
      ref={formRef}
      data-early-form=""
      className="relative mt-6 grid gap-5 sm:grid-cols-2"
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={fields.clearOnEdit}
    >
      <Field
        label="Organization name"
        name="organizationName"
        error={errors.organizationName}
        emptyMessage={whenEmpty.organizationName}
        className="sm:col-span-2"
        inputProps={{ autoComplete: "organization", required: true, maxLength: maxLength.name }}
      />
      <EmailField error={errors.email} emptyMessage={whenEmpty.email} />
      <PhoneField
        label="Contact number"
        name="contactNumber"
        error={errors.contactNumber}
        emptyMessage={whenEmpty.contactNumber}
        hint="With the country code for numbers outside India, e.g. +91 98765 43210."
      />
      <Field
        label="Address"
        name="address"
        error={errors.address}
        emptyMessage={whenEmpty.address}
        className="sm:col-span-2"
        inputProps={{
          autoComplete: "street-address",
          required: true,
          maxLength: maxLength.address,
        }}
      />
      <Field
        label="Message"
        name="message"
        multiline
        error={errors.message}
        emptyMessage={whenEmpty.message}
        className="sm:col-span-2"
        hint="What would you like to run, for how many students, and when?"
        inputProps={{ required: true, maxLength: maxLength.message }}
      />
      <Honeypot />
      <div className="sm:col-span-2">
        <NoScriptNote />
        <ConsentNote>We use these details only to plan the training with you.</ConsentNote>
      </div>
      <div role="status" className="sm:col-span-2">
        {status === "success" && <Banner tone="success">{bookingSuccess}</Banner>}
        {status === "error" && (
          <Banner tone="error">
            {bookingFailure}
            {detail && <span className="mt-1 block text-sm">{detail}</span>}
          </Banner>
        )}
      </div>
      <button
        type="submit"
        // Enabled before React by the page's script (never without scripts).
        disabled={!hydrated || status === "loading" || status === "success"}
        suppressHydrationWarning
        className={buttonClass("primary", "sm:col-span-2 sm:justify-self-start")}
      >
        {status === "loading" ? "Submitting..." : "Book a Slot"}
      </button>
    </form>
  );
}
