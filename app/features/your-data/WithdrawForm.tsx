import { SubmitButton } from "./SubmitButton";
import { useRevalidator } from "react-router";
import { buttonClass } from "../../components/button";
import { withdrawalSchema } from "#shared/schemas/your-data";
import { FormStatus } from "./FormStatus";
import { useApiForm } from "./use-api-form";

const checked = (form: HTMLFormElement, name: string) =>
  (form.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;

/** Unsubscribing from the newsletter and deleting the account, each a box to tick. */
export function WithdrawForm({ newsletter, account }: { newsletter: boolean; account: boolean }) {
  const revalidator = useRevalidator();
  const form = useApiForm({
    url: "/api/your-data/withdrawal",
    schema: withdrawalSchema,
    toInput: (element) => ({
      ...(newsletter ? { newsletter: checked(element, "newsletter") } : {}),
      ...(account ? { account: checked(element, "account") } : {}),
    }),
    done: (answer) => {
      void revalidator.revalidate();
      return `Done. Your reference is ${(answer as { reference: string }).reference}.`;
    },
  });
  if (!newsletter && !account) {
    return (
      <p className="text-slate-700">
        You have no newsletter subscription or account with us to withdraw from.
      </p>
    );
  }
  const error = form.errors.newsletter;
  return (
    <>
      <form noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <fieldset aria-describedby={error ? "withdraw-error" : undefined}>
          <legend className="font-medium text-slate-800">What do you withdraw?</legend>
          {newsletter && (
            <label className="mt-2 flex min-h-11 items-center gap-3">
              <input type="checkbox" name="newsletter" className="size-5" />
              Unsubscribe me from the newsletter
            </label>
          )}
          {account && (
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="account" className="size-5" />
              Delete my account (you will be signed out)
            </label>
          )}
          {error && (
            <p id="withdraw-error" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </fieldset>
        <SubmitButton
          sending={form.sending}
          label="Withdraw consent"
          className={buttonClass("outline", "mt-3")}
        />
      </form>
      <FormStatus message={form.message} />
    </>
  );
}
