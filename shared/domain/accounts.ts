import type { PaymentMethod, RegistrationStatus } from "./registrations";

/** The signed-in visitor as the site shows them (the spec's displayName and photoURL). */
export interface AccountUser {
  id: string;
  name: string;
  email: string;
  /** The photo from Google, or null for the default avatar. */
  image: string | null;
}

export interface AccountRegistration {
  reference: string;
  projectTitle: string;
  status: RegistrationStatus;
  paymentMethod: PaymentMethod;
  registeredAt: string;
  paidAt: string | null;
}

/** What /account shows: registrations only once the address is confirmed. */
export interface AccountOverview {
  user: AccountUser;
  emailVerified: boolean;
  registrations: AccountRegistration[];
}
