import { useEffect, useState, type SubmitEvent } from "react";
import { buttonClass } from "../../components/button";
import { Dialog } from "../../components/Dialog";
import { ErrorAlert } from "../../components/form/Banner";
import { projectMessages, type PipelineProjectView, type SeatsView } from "#shared/domain/projects";
import {
  registrationFeeText,
  type RegisterAnswer,
  type RegistrationStatusView,
} from "#shared/domain/registrations";
import { registrationSchema } from "#shared/schemas/registration";
import { useFieldErrors } from "../forms/use-field-errors";
import type { Contact } from "./ContactFields";
import { ConsentedPayment } from "./ConsentedPayment";
import { DetailsStep } from "./DetailsStep";
import { anErrorOccurred, registrationFailed } from "./messages";
import { nextStep, PaymentStep, useLoadedPaymentOptions, type Step } from "./PaymentStep";
import { fetchSeats, register } from "./registration-api";
import { WaitlistForm } from "./WaitlistForm";

/** What opened the dialog: a card's button, or an emailed seat offer. */
export interface DialogOpening {
  /** A project of the pipeline, or (for an offer) at least its id and title. */
  project: { id: string; title: string };
  /** Register Now, or a full project's Join the waitlist. */
  form: "register" | "waitlist";
  /** Details to start from: a seat offer's. */
  contact?: Contact;
  /** The emailed offer's token, sent with the registration to take the held seat. */
  offerToken?: string;
  /**
   * A registration a guardian consented to, opened from the pay link emailed to the
   * student: the dialog goes straight to paying for it.
   */
  payment?: RegistrationStatusView;
}

/**
 * Opened by a project's Register Now (or Join the waitlist) button with that project
 * chosen, or by a seat offer's link with the offer's details filled in.
 */
export function RegistrationDialog({
  projects,
  opening,
  onClose,
}: {
  projects: readonly PipelineProjectView[];
  opening: DialogOpening | undefined;
  onClose: () => void;
}) {
  // The student may pick another project in the dialog; the title follows the choice.
  const [chosenId, setChosenId] = useState<string>();
  // Set when a registration found the project full and the student chose the waitlist.
  const [waitlistFrom, setWaitlistFrom] = useState<Contact>();
  // Set when the waitlist answered that the project has seats after all.
  const [registerInstead, setRegisterInstead] = useState(false);
  const chosen = projects.find((p) => p.id === chosenId) ?? opening?.project;
  const waitlist = !registerInstead && (waitlistFrom !== undefined || opening?.form === "waitlist");
  const close = () => {
    setChosenId(undefined);
    setWaitlistFrom(undefined);
    setRegisterInstead(false);
    onClose();
  };
  let title = "Register for a project";
  if (chosen) title = `${waitlist ? "Join the waitlist for" : "Register for"} ${chosen.title}`;
  if (opening?.payment) title = `Pay for ${opening.payment.projectTitle}`;
  return (
    <Dialog
      open={opening !== undefined}
      onClose={close}
      title={title}
      description={waitlist ? undefined : registrationFeeText}
    >
      {opening?.payment && (
        <ConsentedPayment
          key={opening.payment.reference}
          registration={opening.payment}
          onClose={close}
        />
      )}
      {opening &&
        !opening.payment &&
        chosen &&
        (waitlist ? (
          <WaitlistForm
            projectId={chosen.id}
            contact={waitlistFrom ?? opening.contact}
            onRegister={() => {
              setWaitlistFrom(undefined);
              setRegisterInstead(true);
            }}
          />
        ) : (
          <RegistrationFlow
            key={opening.offerToken ?? opening.project.id}
            opening={opening}
            projects={projects}
            projectId={chosen.id}
            onProjectChange={setChosenId}
            onJoinWaitlist={(contact) => {
              setRegisterInstead(false);
              setWaitlistFrom(contact);
            }}
            onClose={close}
          />
        ))}
    </Dialog>
  );
}

/**
 * The dialog's steps: the student's details, then the card form or the UPI instructions.
 * It lives only while the dialog is open, so closing it starts the next visit afresh, and
 * the server stores each submission as a registration of its own (decision 0009).
 */
function RegistrationFlow({
  opening,
  projects,
  projectId,
  onProjectChange,
  onJoinWaitlist,
  onClose,
}: {
  opening: DialogOpening;
  projects: readonly PipelineProjectView[];
  /** The project chosen now. */
  projectId: string;
  onProjectChange: (projectId: string) => void;
  onJoinWaitlist: (contact: Contact) => void;
  onClose: () => void;
}) {
  const options = useLoadedPaymentOptions();
  const [seats, setSeats] = useState<SeatsView>();
  const [step, setStep] = useState<Step>({ name: "details" });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState("");
  // What was typed when the server said the project had filled up: the waitlist starts from it.
  const [full, setFull] = useState<Contact>();
  const fields = useFieldErrors();

  // The page may be a few seconds old: the dialog asks how many seats are left now.
  useEffect(() => {
    let current = true;
    void fetchSeats(projectId).then((answer) => {
      if (current) setSeats(answer);
    });
    return () => {
      current = false;
    };
  }, [projectId]);

  const loaded = typeof options === "object" ? options : undefined;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const input = fields.validate(form, registrationSchema);
    if (!input) return;
    setError("");
    setFull(undefined);
    setSubmitting(true);
    const { offerToken } = opening;
    const result = await register(offerToken ? { ...input, offerToken } : input);
    setSubmitting(false);
    if (!result.ok) {
      if (result.kind === "invalid") fields.show(form, result.errors);
      else if (result.kind === "full") {
        // Everything typed stays in the form; the waitlist is one button away.
        setError(result.message ?? projectMessages.full);
        setFull({ name: input.name, email: input.email, phone: input.phone });
      } else
        setError(
          result.kind === "refused" ? (result.message ?? registrationFailed) : anErrorOccurred,
        );
      return;
    }
    setStep(
      nextStep(
        result.data as RegisterAnswer,
        projects.find((p) => p.id === input.projectId)?.title ?? opening.project.title,
      ),
    );
  }

  const errorBox = error && <ErrorAlert className="mt-4">{error}</ErrorAlert>;
  const waitlistOffer = full && (
    <button
      type="button"
      onClick={() => onJoinWaitlist(full)}
      className={buttonClass("outline", "mt-3 w-full")}
    >
      Join the waitlist
    </button>
  );

  if (step.name !== "details") {
    return (
      <PaymentStep
        step={step}
        options={loaded}
        error={error}
        onError={setError}
        onClose={onClose}
      />
    );
  }

  const { errors } = fields;
  return (
    <DetailsStep
      project={opening.project}
      projects={projects}
      seats={seats?.projectId === projectId ? seats : undefined}
      offered={opening.offerToken !== undefined && projectId === opening.project.id}
      contact={opening.contact}
      options={options}
      errors={errors}
      submitting={submitting}
      alert={
        <>
          {errorBox}
          {waitlistOffer}
        </>
      }
      onSubmit={(event) => void submit(event)}
      onEdit={fields.clearOnEdit}
      onProjectChange={onProjectChange}
    />
  );
}
