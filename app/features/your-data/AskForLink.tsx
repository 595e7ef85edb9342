import { SubmitButton } from "./SubmitButton";
import { accessLinkValidMinutes } from "#shared/domain/privacy";
import { buttonClass } from "../../components/button";
import { EmailField } from "../../components/form/EmailField";
import { accessLinkSchema } from "#shared/schemas/your-data";
import { Honeypot } from "../forms/Honeypot";
import { NoScriptNote } from "../forms/NoScriptNote";
import { FormStatus } from "./FormStatus";
import { useApiForm } from "./use-api-form";

/**
 * "Send me a link": the same answer for every address, so the form tells nobody whether we
 * hold anything for it.
 */
export function AskForLink() {
  const form = useApiForm({
    url: "/api/your-data/link",
    schema: accessLinkSchema,
    done: () =>
      `Check your inbox. If the address is right, a link is on its way; it works once, for ${accessLinkValidMinutes} minutes.`,
  });
  return (
    <section aria-labelledby="ask-link" className="rounded-xl border border-slate-200 p-6">
      <h2 id="ask-link" className="text-xl font-bold text-slate-900">
        See the data we hold about you
      </h2>
      <p className="mt-2 text-slate-700">
        Enter your email address. We will send a link to it that opens your data: what we hold, a
        download, and ways to correct it, withdraw your consent or erase it.
      </p>
      <form
        className="relative mt-4 grid gap-4"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
      >
        <EmailField error={form.errors.email} />
        <Honeypot />
        <NoScriptNote />
        <SubmitButton
          sending={form.sending}
          label="Send me a link"
          className={buttonClass("primary", "justify-self-start")}
        />
      </form>
      <FormStatus message={form.message} />
    </section>
  );
}
