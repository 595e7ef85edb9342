import { useState, type ReactNode, type SubmitEvent, type SyntheticEvent } from "react";
import { buttonClass } from "../../components/button";
import { Field } from "../../components/form/Field";
import { SelectField } from "../../components/form/SelectField";
import {
  projectMessages,
  seatsLeftLabel,
  type PipelineProjectView,
  type SeatsView,
} from "#shared/domain/projects";
import { maxLength } from "#shared/schemas/fields";
import { studyYears } from "#shared/schemas/registration";
import { useAuth } from "../auth/AuthProvider";
import { ConsentNote } from "../forms/ConsentNote";
import { ContactFields, type Contact } from "./ContactFields";
import { offerHeldNote } from "./messages";
import { noMethodOn, PaymentMethodChoice, type PaymentOptionsState } from "./PaymentMethodChoice";

/**
 * The dialog's first step: the student's details and the payment method, offered as the
 * server's payment options allow.
 */
export function DetailsStep({
  project,
  projects,
  seats,
  offered,
  contact,
  options,
  errors,
  submitting,
  alert,
  onSubmit,
  onEdit,
  onProjectChange,
}: {
  /** The project the dialog opened on. */
  project: { id: string };
  /** The pipeline the page shows, to choose from. */
  projects: readonly PipelineProjectView[];
  /** The chosen project's seats as the server counts them now, once they are known. */
  seats: SeatsView | undefined;
  /** Opened from an emailed seat offer, whose seat is held for this student. */
  offered: boolean;
  /** Details to start from (a seat offer's), before the signed-in student's. */
  contact: Contact | undefined;
  options: PaymentOptionsState;
  errors: Record<string, string>;
  submitting: boolean;
  /** Why the last attempt failed, shown under the consent note. */
  alert: ReactNode;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Every edit of a field, so its error can be cleared. */
  onEdit: (event: SyntheticEvent<HTMLFormElement>) => void;
  onProjectChange: (projectId: string) => void;
}) {
  // A signed-in student does not type their name and email again.
  const { user } = useAuth();
  const unavailable = noMethodOn(options);
  const [under18, setUnder18] = useState(false);
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        onEdit(event);
        const { target } = event;
        if (target instanceof HTMLSelectElement && target.name === "projectId") {
          onProjectChange(target.value);
        }
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p aria-live="polite" className="font-medium text-brand-900 empty:hidden sm:col-span-2">
        {offered
          ? offerHeldNote
          : seats &&
            (seats.registrationOpen ? seatsLeftLabel(seats.seatsLeft) : projectMessages.closed)}
      </p>
      <SelectField
        label="Project"
        name="projectId"
        defaultValue={project.id}
        options={projects.map((p) => ({ value: p.id, label: `${p.title} (${p.status})` }))}
        error={errors.projectId}
        className="sm:col-span-2"
      />
      <ContactFields
        errors={errors}
        contact={{
          name: contact?.name ?? user?.name,
          email: contact?.email ?? user?.email,
          phone: contact?.phone,
        }}
      />
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
      <PaymentMethodChoice options={options} error={errors.paymentMethod} />
      <label className="flex items-start gap-3 text-sm text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          name="under18"
          className="mt-1 size-4"
          checked={under18}
          onChange={(event) => setUnder18(event.target.checked)}
        />
        <span>
          I am under 18. (A parent or guardian must agree before we confirm your place; we will tell
          you how.)
        </span>
      </label>
      {under18 && <GuardianFields errors={errors} />}
      <div className="sm:col-span-2">
        <ConsentNote>We use these details to register you and to run the project.</ConsentNote>
        {alert}
      </div>
      <button
        type="submit"
        disabled={submitting || options === "loading" || unavailable}
        className={buttonClass("primary", "sm:col-span-2")}
      >
        {submitting ? "Registering..." : "Continue to payment"}
      </button>
    </form>
  );
}

/**
 * Asked only of a student under 18: whom we email for consent. Nothing is charged until
 * they agree.
 */
function GuardianFields({ errors }: { errors: Record<string, string> }) {
  return (
    <>
      <p className="text-sm text-slate-700 sm:col-span-2">
        We will email your parent or guardian a link to consent. You pay only after they agree.
      </p>
      <Field
        label="Parent's or guardian's name"
        name="guardianName"
        error={errors.guardianName}
        inputProps={{ required: true, maxLength: maxLength.name }}
      />
      <Field
        label="Parent's or guardian's email"
        name="guardianEmail"
        error={errors.guardianEmail}
        inputProps={{ type: "email", required: true, maxLength: maxLength.email }}
      />
    </>
  );
}
