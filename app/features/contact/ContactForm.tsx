import { Field } from "../../components/form/Field";

/** The contact page's message form. */
export function ContactForm() {
  return (
    <form className="mt-6 grid gap-5 sm:grid-cols-2" noValidate>
      <Field label="Name" name="name" inputProps={{ autoComplete: "name" }} />
      <Field label="Phone" name="phone" inputProps={{ type: "tel", autoComplete: "tel" }} />
      <Field
        label="Email"
        name="email"
        className="sm:col-span-2"
        inputProps={{ type: "email", autoComplete: "email" }}
      />
      <Field label="Message" name="message" multiline className="sm:col-span-2" />
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 sm:col-span-2 sm:justify-self-start"
      >
        Send Message
      </button>
    </form>
  );
}
