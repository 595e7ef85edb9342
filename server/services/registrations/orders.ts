import type { OrderLookup, PaymentOrder } from "../../payments/gateway";
import type { Registration, RegistrationRecords } from "./records";

/**
 * A registration as the order a payment is for. Today every order is one registration;
 * orders of several (a college paying for its students) are built here when they come.
 */
export function orderOf(registration: Registration): PaymentOrder {
  return {
    id: registration.id,
    reference: registration.reference,
    registrations: [registration],
    amountPaise: registration.amount_paise,
    title: registration.project_title,
    payer: { name: registration.name, email: registration.email, phone: registration.phone },
    notes: {
      registration_id: registration.id,
      reference: registration.reference,
      project_id: registration.project_id,
    },
    kept: {
      stripe_payment_intent_id: registration.stripe_payment_intent_id,
      razorpay_order_id: registration.razorpay_order_id,
      razorpay_payment_id: registration.razorpay_payment_id,
    },
  };
}

/** The order a gateway is told about, found by what it knows of it. */
export function orderLookup(records: RegistrationRecords): OrderLookup {
  const order = (registration: Registration | undefined) => registration && orderOf(registration);
  return {
    byReference: async (reference) => order(await records.byReference(reference)),
    byRegistrationId: async (id) => order(await records.byId(id)),
    byGatewayId: async (column, id) => order(await records.byGatewayId(column, id)),
  };
}
