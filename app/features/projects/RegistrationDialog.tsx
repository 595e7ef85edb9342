import { useEffect, useState, type SubmitEvent } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "../../components/Dialog";
import { ErrorAlert } from "../../components/form/Banner";
import { pipelineProjects } from "../../content/projects";
import type { PipelineProject } from "../../content/types";
import { projectTitle } from "../../domain/projects";
import {
  registrationFeeText,
  type RegisterAnswer,
  type UpiInstructions,
} from "../../domain/registrations";
import { registrationSchema } from "../../schemas/registration";
import { useFieldErrors } from "../forms/use-field-errors";
import { DetailsStep, type PaymentOptionsState } from "./DetailsStep";
import { anErrorOccurred, registrationFailed } from "./messages";
import { CardStep, UpiStep } from "./PaymentSteps";
import { fetchPaymentOptions, register } from "./registration-api";

/** Opened by a project's Register Now button, with that project chosen. */
export function RegistrationDialog({
  project,
  onClose,
}: {
  project: PipelineProject | undefined;
  onClose: () => void;
}) {
  // The student may pick another project in the dialog; the title follows the choice.
  const [chosenId, setChosenId] = useState<string>();
  const chosen = pipelineProjects.find((p) => p.id === chosenId) ?? project;
  const close = () => {
    setChosenId(undefined);
    onClose();
  };
  return (
    <Dialog
      open={project !== undefined}
      onClose={close}
      title={chosen ? `Register for ${chosen.title}` : "Register for a project"}
      description={registrationFeeText}
    >
      {project && (
        <RegistrationFlow project={project} onProjectChange={setChosenId} onClose={close} />
      )}
    </Dialog>
  );
}

type Step =
  | { name: "details" }
  | { name: "card"; clientSecret: string; reference: string }
  | { name: "upi"; reference: string; upi: UpiInstructions; projectTitle: string };

/**
 * The dialog's steps: the student's details, then the card form or the UPI instructions.
 * It lives only while the dialog is open, so closing it starts the next visit afresh, and
 * the server stores each submission as a registration of its own (decision 0009).
 */
function RegistrationFlow({
  project,
  onProjectChange,
  onClose,
}: {
  project: PipelineProject;
  onProjectChange: (projectId: string) => void;
  onClose: () => void;
}) {
  const [options, setOptions] = useState<PaymentOptionsState>("loading");
  const [step, setStep] = useState<Step>({ name: "details" });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState("");
  const navigate = useNavigate();
  const fields = useFieldErrors();

  useEffect(() => {
    let current = true;
    void fetchPaymentOptions().then((answer) => {
      if (current) setOptions(answer ?? "unreachable");
    });
    return () => {
      current = false;
    };
  }, []);

  const loaded = typeof options === "object" ? options : undefined;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const input = fields.validate(form, registrationSchema);
    if (!input) return;
    setError("");
    setSubmitting(true);
    const result = await register(input);
    setSubmitting(false);
    if (!result.ok) {
      if (result.kind === "invalid") fields.show(form, result.errors);
      else
        setError(
          result.kind === "refused" ? (result.message ?? registrationFailed) : anErrorOccurred,
        );
      return;
    }
    const answer = result.data as RegisterAnswer;
    if ("client_secret" in answer) {
      setStep({ name: "card", clientSecret: answer.client_secret, reference: answer.reference });
    } else {
      setStep({
        name: "upi",
        reference: answer.reference,
        upi: answer.upi,
        projectTitle: projectTitle(input.projectId),
      });
    }
  }

  const errorBox = error && <ErrorAlert className="mt-4">{error}</ErrorAlert>;

  if (step.name === "card" && loaded?.card) {
    return (
      <CardStep
        publishableKey={loaded.card.publishableKey}
        clientSecret={step.clientSecret}
        returnUrl={loaded.returnUrl}
        reference={step.reference}
        alert={errorBox}
        onError={setError}
        onPaid={(intentId) => {
          onClose();
          void navigate(`/projects?success=true&payment_intent=${encodeURIComponent(intentId)}`, {
            preventScrollReset: false,
          });
        }}
      />
    );
  }

  if (step.name === "upi") {
    return (
      <UpiStep
        reference={step.reference}
        projectTitle={step.projectTitle}
        upi={step.upi}
        alert={errorBox}
        onError={setError}
      />
    );
  }

  const { errors } = fields;
  return (
    <DetailsStep
      project={project}
      options={options}
      errors={errors}
      submitting={submitting}
      alert={errorBox}
      onSubmit={(event) => void submit(event)}
      onEdit={fields.clearOnEdit}
      onProjectChange={onProjectChange}
    />
  );
}
