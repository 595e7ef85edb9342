import type { PaymentMethod, PaymentOptions } from "../../domain/registrations";
import { cardUnavailableNote, noPaymentMethodNote, upiUnavailableNote } from "./messages";

/** The payment methods the server offers, while they load, or that it could not be asked. */
export type PaymentOptionsState = PaymentOptions | "loading" | "unreachable";

/**
 * Card or UPI, as the server's payment options allow; `preferred` (the student's earlier
 * choice) is checked first when it is on.
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
  const loaded = typeof options === "object" ? options : undefined;
  const cardOn = loaded?.card != null;
  const upiOn = loaded?.upi === true;
  let defaultMethod: PaymentMethod = cardOn || !upiOn ? "stripe" : "upi";
  if (preferred === "upi" && upiOn) defaultMethod = "upi";
  const unavailable = options === "unreachable" || (loaded && !cardOn && !upiOn);
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
      {error && (
        <p id="payment-method-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
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
