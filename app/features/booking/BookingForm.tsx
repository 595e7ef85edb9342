import { Field } from "../../components/form/Field";

/** The booking form for a college or organisation. */
export function BookingForm() {
  return (
    <form className="mt-6 grid gap-5 sm:grid-cols-2" noValidate>
      <Field
        label="Organization name"
        name="organizationName"
        className="sm:col-span-2"
        inputProps={{ autoComplete: "organization" }}
      />
      <Field label="Email" name="email" inputProps={{ type: "email", autoComplete: "email" }} />
      <Field
        label="Contact number"
        name="contactNumber"
        inputProps={{ type: "tel", autoComplete: "tel" }}
      />
      <Field
        label="Address"
        name="address"
        className="sm:col-span-2"
        inputProps={{ autoComplete: "street-address" }}
      />
      <Field
        label="Message"
        name="message"
        multiline
        className="sm:col-span-2"
        hint="What would you like to run, for how many students, and when?"
      />
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 sm:col-span-2 sm:justify-self-start"
      >
        Book a Slot
      </button>
    </form>
  );
}
