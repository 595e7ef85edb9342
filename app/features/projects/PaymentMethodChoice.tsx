import { useId } from "react";
import type { PaymentMethod, PaymentOptions } from "#shared/domain/registrations";
import { noPaymentMethodNote, unavailableMethodsNote } from "./messages";

/** The payment methods the server offers, while they load, or that it could not be asked. */
export type PaymentOptionsState = PaymentOptions | "loading" | "unreachable";

/** Which methods the server's options turn on (none while they load or cannot be had). */
export function methodsOn(options: PaymentOptionsState): Record<PaymentMethod, boolean> {
  const loaded = typeof options === "object" ? options : undefined;
  return {
    razorpay: loaded?.razorpay != null,
    stripe: loaded?.card != null,
    upi: loaded?.upi === true,
  };
}

/** Nothing to pay with: the server could not be asked, or it offers no method at all. */
export function noMethodOn(options: PaymentOptionsState): boolean {
  if (options === "loading") return false;
  const on = methodsOn(options);
  return !on.razorpay && !on.stripe && !on.upi;
}

/**
 * Razorpay (when the site has it), card or UPI, as the server's payment options allow.
 * `preferred` (the student's earlier choice) is checked first when it is on; otherwise
 * Razorpay, which confirms UPI, cards and netbanking by itself.
 */
export function PaymentMethodChoice({
  options,
  preferred,
  error,
}: {
  options: PaymentOptionsState;
  preferred?: PaymentMethod;
  error?: string | undefined;
}) {
  const on = methodsOn(options);
  const order: PaymentMethod[] = ["razorpay", "stripe", "upi"];
  const defaultMethod =
    (preferred && on[preferred] ? preferred : order.find((method) => on[method])) ?? "stripe";
  const note =
    options === "unreachable"
      ? noPaymentMethodNote
      : typeof options === "object"
        ? unavailableMethodsNote({ razorpay: on.razorpay, card: on.stripe, upi: on.upi })
        : undefined;
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={error ? "payment-method-error" : undefined}
    >
      <legend className="font-medium text-slate-800">Payment method</legend>
      {options === "loading" ? (
        <p className="mt-2 text-sm text-slate-600">Checking which payment methods are available…</p>
      ) : (
        <div key={defaultMethod} className="mt-2 grid gap-2 sm:grid-cols-2">
          {on.razorpay && (
            <PaymentChoice
              value="razorpay"
              label="Razorpay"
              detail="UPI, cards, netbanking — confirmed instantly"
              enabled
              defaultChecked={defaultMethod === "razorpay"}
              wide
            />
          )}
          <PaymentChoice
            value="stripe"
            label="Card (Stripe)"
            detail="Debit or credit card, confirmed at once."
            enabled={on.stripe}
            defaultChecked={defaultMethod === "stripe"}
          />
          <PaymentChoice
            value="upi"
            label="UPI"
            detail="Google Pay, PhonePe, Paytm or any UPI app; confirmed by our staff."
            enabled={on.upi}
            defaultChecked={defaultMethod === "upi"}
          />
        </div>
      )}
      {note && <p className="mt-2 text-sm text-slate-700">{note}</p>}
      {error && (
        <p id="payment-method-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One method: its name is the label alone and the detail its description, so "UPI" names
 * the UPI choice only, though Razorpay's detail mentions UPI too.
 */
function PaymentChoice({
  value,
  label,
  detail,
  enabled,
  defaultChecked,
  wide = false,
}: {
  value: PaymentMethod;
  label: string;
  detail: string;
  enabled: boolean;
  defaultChecked: boolean;
  /** Across both columns: the first of three choices. */
  wide?: boolean;
}) {
  const id = useId();
  return (
    <label
      className={`flex items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 ${
        enabled ? "cursor-pointer" : "opacity-60"
      } ${wide ? "sm:col-span-2" : ""}`}
    >
      <input
        type="radio"
        name="paymentMethod"
        value={value}
        disabled={!enabled}
        defaultChecked={enabled && defaultChecked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-detail`}
        className="mt-1 size-4"
      />
      <span>
        <span id={`${id}-label`} className="block font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-detail`} className="block text-sm text-slate-600">
          {enabled ? detail : "Not available at the moment."}
        </span>
      </span>
    </label>
  );
}
