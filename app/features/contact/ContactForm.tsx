import { useState, type SubmitEvent } from "react";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { EmailField } from "../../components/form/EmailField";
import { PhoneField } from "../../components/form/PhoneField";
import { contactFailedMs, contactResetMs } from "../../constants";
import { site } from "#shared/content/site";
import { contactSchema } from "#shared/schemas/contact";
import { emptyFieldMessages, maxLength } from "#shared/schemas/fields";
import { ConsentNote } from "../forms/ConsentNote";
import { Honeypot } from "../forms/Honeypot";
import { NoScriptNote } from "../forms/NoScriptNote";
import { postJson, serverGaveNoReason } from "../forms/post-json";
import { useFieldErrors } from "../forms/use-field-errors";
import { useResetAfter } from "../forms/use-reset-after";
import { useHydrated } from "../../hooks/useHydrated";
import { useEarlyForm } from "../forms/early-submit";

type Status = "idle" | "loading" | "success" | "failed" | "retry";

const buttonLabel: Record<Status, string> = {
  idle: "Send Message",
  loading: "Sending...",
  success: "Message Sent!",
  failed: "Failed",
  retry: "Try Again",
};

const whenEmpty = emptyFieldMessages(contactSchema);

const backToIdle: readonly Status[] = ["success"];
const offerRetry: readonly Status[] = ["failed"];

/**
 * The contact page's message form: checked here and by the API with one schema. It works
 * from the first paint: until React runs, the page's own script says which fields are empty
 * and holds the message (features/forms/early-submit.server.ts); React then sends it.
 */
export function ContactForm() {
  const [status, setStatus] = useState<Status>("idle");
  const hydrated = useHydrated();
  const [announcement, setAnnouncement] = useState("");
  const fields = useFieldErrors();
  useResetAfter(status, backToIdle, contactResetMs, setStatus, "idle");
  useResetAfter(status, offerRetry, contactFailedMs, setStatus, "retry");

  const formRef = useEarlyForm((form) => fields.validate(form, contactSchema, { focus: false }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "loading") return;
    const form = event.currentTarget;
    const input = fields.validate(form, contactSchema);
    if (!input) {
      setAnnouncement("Please correct the highlighted fields.");
      return;
    }
    setStatus("loading");
    setAnnouncement("Sending your message…");
    const result = await postJson("/api/contact", input);
    if (result.ok) {
      form.reset();
      setStatus("success");
      setAnnouncement("Message sent. We will reply within one business day.");
    } else if (result.kind === "invalid") {
      fields.show(form, result.errors);
      setStatus("idle");
      setAnnouncement("Please correct the highlighted fields.");
    } else {
      setStatus("failed");
      setAnnouncement(
        result.kind === "network"
          ? `Your message was not sent: the connection failed. Please try again, or email ${site.email}.`
          : `Your message was not sent: ${result.message ?? serverGaveNoReason}`,
      );
    }
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
        label="Name"
        name="name"
        error={errors.name}
        emptyMessage={whenEmpty.name}
        inputProps={{ autoComplete: "name", required: true, maxLength: maxLength.name }}
      />
      <PhoneField error={errors.phone} emptyMessage={whenEmpty.phone} />
      <EmailField error={errors.email} emptyMessage={whenEmpty.email} className="sm:col-span-2" />
      <Field
        label="Message"
        name="message"
        multiline
        error={errors.message}
        emptyMessage={whenEmpty.message}
        className="sm:col-span-2"
        hint="At least 10 characters."
        inputProps={{ required: true, maxLength: maxLength.message }}
      />
      <Honeypot />
      <div className="sm:col-span-2">
        <NoScriptNote />
        <ConsentNote>We use these details only to answer you.</ConsentNote>
      </div>
      <button
        type="submit"
        // Enabled before React by the page's script (never without scripts: there is no
        // sending without them).
        disabled={!hydrated || status === "loading"}
        suppressHydrationWarning
        className={buttonClass("primary", "sm:col-span-2 sm:justify-self-start")}
      >
        {buttonLabel[status]}
      </button>
      <p role="status" className="text-sm text-slate-700 sm:col-span-2">
        {announcement}
      </p>
    </form>
  );
}
