import { useState, type SubmitEvent } from "react";
import { buttonClass } from "../../components/button";
import { Banner, ErrorAlert } from "../../components/form/Banner";
import { projectMessages } from "#shared/domain/projects";
import { waitlistSchema } from "#shared/schemas/waitlist";
import { ConsentNote } from "../forms/ConsentNote";
import { useFieldErrors } from "../forms/use-field-errors";
import { ContactFields, type Contact } from "./ContactFields";
import { anErrorOccurred, registrationFailed } from "./messages";
import { joinWaitlist } from "./registration-api";

/**
 * A full project's waitlist: name, email and phone. When a seat frees up, the first on the
 * list is emailed a link that holds it for them (server/services/projects/waitlist.ts).
 */
export function WaitlistForm({
  projectId,
  contact,
  onRegister,
}: {
  projectId: string;
  /** What the student typed in the registration form before the project filled up. */
  contact: Contact | undefined;
  /** A seat freed up meanwhile (the card was seconds old): register instead. */
  onRegister: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [joined, setJoined] = useState(false);
  const [error, setError] = useState("");
  const fields = useFieldErrors();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const input = fields.validate(form, waitlistSchema);
    if (!input) return;
    setError("");
    setSubmitting(true);
    const result = await joinWaitlist(projectId, input);
    setSubmitting(false);
    if (result.ok) setJoined(true);
    else if (result.kind === "invalid") fields.show(form, result.errors);
    else
      setError(
        result.kind === "refused" ? (result.message ?? registrationFailed) : anErrorOccurred,
      );
  }

  if (joined) {
    return (
      <Banner as="div" role="status" tone="success">
        <p>{projectMessages.waitlistJoined}</p>
      </Banner>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={fields.clearOnEdit}
      className="grid gap-4"
    >
      <p className="text-slate-700">
        This project is full. Leave your details and we will email you if a seat frees up.
      </p>
      <ContactFields errors={fields.errors} contact={contact} />
      <div>
        <ConsentNote>We use these details only to offer you a seat in this project.</ConsentNote>
        {error && <ErrorAlert className="mt-4">{error}</ErrorAlert>}
        {error === projectMessages.waitlistNotFull && (
          <button type="button" onClick={onRegister} className={`mt-4 ${buttonClass("outline")}`}>
            Register now
          </button>
        )}
      </div>
      <button type="submit" disabled={submitting} className={buttonClass("primary")}>
        {submitting ? "Joining..." : "Join the waitlist"}
      </button>
    </form>
  );
}
