import { lazy, Suspense, useEffect, useRef, useState, type SubmitEvent } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "../../components/Dialog";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { ErrorAlert } from "../../components/form/Banner";
import { EmailField } from "../../components/form/EmailField";
import { PhoneField } from "../../components/form/PhoneField";
import { SelectField } from "../../components/form/SelectField";
import { pipelineProjects } from "../../content/projects";
import type { PipelineProject } from "../../content/types";
import { projectTitle } from "../../domain/projects";
import {
  registrationFeeLabel,
  registrationFeeText,
  type PaymentMethod,
  type RegisterAnswer,
  type UpiInstructions,
  type PaymentOptions,
} from "../../domain/registrations";
import { maxLength } from "../../schemas/fields";
import { registrationSchema, studyYears } from "../../schemas/registration";
import { useAuth } from "../auth/AuthProvider";
import { ConsentNote } from "../forms/ConsentNote";
import { useFieldErrors } from "../forms/use-field-errors";
import { CardPayment } from "./CardPayment";
import {
  anErrorOccurred,
  cardUnavailableNote,
  noPaymentMethodNote,
  registrationFailed,
  upiUnavailableNote,
} from "./messages";
import { fetchPaymentOptions, register } from "./registration-api";

// The QR code encoder comes with the UPI step, so only students who pay by UPI download it.
const UpiPayment = lazy(() =>
  import("./UpiPayment").then(({ UpiPayment }) => ({ default: UpiPayment })),
);

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
  const [options, setOptions] = useState<PaymentOptions | "loading" | "unreachable">("loading");
  const [step, setStep] = useState<Step>({ name: "details" });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState("");
  const navigate = useNavigate();
  const fields = useFieldErrors();
  // A signed-in student does not type their name and email again.
  const { user } = useAuth();

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
  const cardOn = loaded?.card != null;
  const upiOn = loaded?.upi === true;
  const defaultMethod: PaymentMethod = cardOn || !upiOn ? "stripe" : "upi";

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
      <div>
        <StepHeading>Pay by card</StepHeading>
        <p className="mb-4 text-slate-700">
          Reference <strong>{step.reference}</strong>. Enter your card details to pay{" "}
          {registrationFeeLabel}.
        </p>
        <CardPayment
          publishableKey={loaded.card.publishableKey}
          clientSecret={step.clientSecret}
          returnUrl={loaded.returnUrl}
          onError={setError}
          onPaid={(intentId) => {
            onClose();
            void navigate(`/projects?success=true&payment_intent=${encodeURIComponent(intentId)}`, {
              preventScrollReset: false,
            });
          }}
        />
        {errorBox}
      </div>
    );
  }

  if (step.name === "upi") {
    return (
      <div>
        <StepHeading>Pay by UPI</StepHeading>
        <Suspense fallback={<p className="text-slate-600">Preparing the UPI payment…</p>}>
          <UpiPayment
            reference={step.reference}
            projectTitle={step.projectTitle}
            upi={step.upi}
            onError={setError}
          />
        </Suspense>
        {errorBox}
      </div>
    );
  }

  const unavailable = options === "unreachable" || (loaded && !cardOn && !upiOn);
  const { errors } = fields;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={(event) => {
        fields.clearOnEdit(event);
        const { target } = event;
        if (target instanceof HTMLSelectElement && target.name === "projectId") {
          onProjectChange(target.value);
        }
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label="Project"
        name="projectId"
        defaultValue={project.id}
        options={pipelineProjects.map((p) => ({ value: p.id, label: `${p.title} (${p.status})` }))}
        error={errors.projectId}
        className="sm:col-span-2"
      />
      <Field
        label="Full name"
        name="name"
        error={errors.name}
        inputProps={{
          autoComplete: "name",
          required: true,
          maxLength: maxLength.name,
          defaultValue: user?.name,
        }}
      />
      <EmailField error={errors.email} defaultValue={user?.email} />
      <PhoneField error={errors.phone} />
      <Field
        label="College"
        name="college"
        error={errors.college}
        inputProps={{ autoComplete: "organization", required: true, maxLength: maxLength.name }}
      />
      <Field
        label="Section"
        name="section"
        error={errors.section}
        inputProps={{ required: true, maxLength: maxLength.section }}
      />
      <SelectField
        label="Year"
        name="year"
        placeholder="Choose your year"
        options={studyYears.map((year) => ({ value: year, label: year }))}
        error={errors.year}
      />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.paymentMethod ? "payment-method-error" : undefined}
      >
        <legend className="font-medium text-slate-800">Payment method</legend>
        {options === "loading" ? (
          <p className="mt-2 text-sm text-slate-600">
            Checking which payment methods are available…
          </p>
        ) : (
          <div key={defaultMethod} className="mt-2 grid gap-2 sm:grid-cols-2">
            <PaymentChoice
              value="stripe"
              label="Card (Stripe)"
              detail="Debit or credit card, confirmed at once."
              enabled={cardOn}
              defaultChecked={defaultMethod === "stripe"}
            />
            <PaymentChoice
              value="upi"
              label="UPI"
              detail="Google Pay, PhonePe, Paytm or any UPI app; confirmed by our staff."
              enabled={upiOn}
              defaultChecked={defaultMethod === "upi"}
            />
          </div>
        )}
        {loaded && !cardOn && upiOn && (
          <p className="mt-2 text-sm text-slate-700">{cardUnavailableNote}</p>
        )}
        {loaded && cardOn && !upiOn && (
          <p className="mt-2 text-sm text-slate-700">{upiUnavailableNote}</p>
        )}
        {unavailable && <p className="mt-2 text-sm text-slate-700">{noPaymentMethodNote}</p>}
        {errors.paymentMethod && (
          <p id="payment-method-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.paymentMethod}
          </p>
        )}
      </fieldset>
      <label className="flex items-start gap-3 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" name="under18" className="mt-1 size-4" />
        <span>
          I am under 18. (A parent or guardian must agree before we confirm your place; we will tell
          you how.)
        </span>
      </label>
      <div className="sm:col-span-2">
        <ConsentNote>We use these details to register you and to run the project.</ConsentNote>
        {errorBox}
      </div>
      <button
        type="submit"
        disabled={submitting || options === "loading" || Boolean(unavailable)}
        className={buttonClass("primary", "sm:col-span-2")}
      >
        {submitting ? "Registering..." : "Continue to payment"}
      </button>
    </form>
  );
}

/**
 * A payment step's title. It takes focus when the step appears, so the dialog starts from
 * the top and a screen reader announces where the student now is.
 */
function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h3
      ref={heading}
      tabIndex={-1}
      className="mb-3 text-lg font-semibold text-slate-900 outline-none"
    >
      {children}
    </h3>
  );
}

function PaymentChoice({
  value,
  label,
  detail,
  enabled,
  defaultChecked,
}: {
  value: PaymentMethod;
  label: string;
  detail: string;
  enabled: boolean;
  defaultChecked: boolean;
}) {
  return (
    <label
      className={`flex items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 ${
        enabled ? "cursor-pointer" : "opacity-60"
      }`}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        disabled={!enabled}
        defaultChecked={enabled && defaultChecked}
        className="mt-1 size-4"
      />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-sm text-slate-600">
          {enabled ? detail : "Not available at the moment."}
        </span>
      </span>
    </label>
  );
}
