/**
 * A person's rights over what we hold about them under India's DPDP Act 2023 and its Rules
 * (docs/privacy.md, decision 0018): the requests they make, how long we have to answer, and
 * the retention periods the privacy notice states. Shared by the public "Your data" page, the
 * portal's requests queue and the server.
 */

/** What a person may ask for. A withdrawal is filed by the person's own action (unsubscribe, delete the account). */
export const dataRequestKinds = [
  "access",
  "correction",
  "erasure",
  "nomination",
  "withdrawal",
  "grievance",
] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export const dataRequestKindLabels: Record<DataRequestKind, string> = {
  access: "Access (a copy of their data)",
  correction: "Correction",
  erasure: "Erasure",
  nomination: "Nomination",
  withdrawal: "Withdrawal of consent",
  grievance: "Grievance",
};

export const dataRequestStatuses = ["open", "completed", "declined"] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

export const dataRequestStatusLabels: Record<DataRequestStatus, string> = {
  open: "Open",
  completed: "Completed",
  declined: "Declined",
};

/** How a request reached us: the person's own page, or staff recording a call or a letter. */
export const dataRequestChannels = ["web", "email", "phone", "post"] as const;
export type DataRequestChannel = (typeof dataRequestChannels)[number];

/** Requests quote this, e.g. DR-7K2M9Q. */
export const dataRequestReferencePattern = /^DR-[0-9A-Z]{6}$/;

/** The emailed "Your data" link: single use, this long. */
export const accessLinkValidMinutes = 30;
/** The page the link opens stays open this long after "Show my data". */
export const accessSessionMinutes = 30;
/** Links one address may be sent in an hour, decided in the database so every instance agrees. */
export const accessLinksPerAddressPerHour = 3;
/** Link requests one network may make in ten minutes, through the shared rate limiter. */
export const accessLinksPerNetworkPer10Minutes = 5;

/**
 * The retention periods, each with its default. The privacy notice states them from the same
 * configuration the daily job deletes by (server/config.ts), so the two never disagree.
 */
export interface RetentionPeriods {
  /** Newsletter addresses nobody confirmed. */
  unconfirmedSubscriberDays: number;
  contactMessageMonths: number;
  bookingMonths: number;
  /** Registrations that never got paid: expired, failed, cancelled, waiting for payment. */
  unpaidRegistrationMonths: number;
  /** Paid registrations lose the student's details after this; the payment record stays. */
  paidRegistrationMonths: number;
  /** Payment records kept for tax (Income-tax Act, GST: 8 years from the end of the year). */
  paymentRecordYears: number;
  /** The rendered bodies of emails we sent. */
  sentEmailDays: number;
  /** The audit log: at least a year (DPDP Rules: logs kept one year). */
  auditLogMonths: number;
}

export const defaultRetention: RetentionPeriods = {
  unconfirmedSubscriberDays: 7,
  contactMessageMonths: 24,
  bookingMonths: 36,
  unpaidRegistrationMonths: 12,
  paidRegistrationMonths: 36,
  paymentRecordYears: 8,
  sentEmailDays: 30,
  auditLogMonths: 12,
};

/** The Rules' outer limit for answering a grievance; configuration may only shorten it. */
export const grievanceResponseDaysMax = 90;
export const defaultGrievanceResponseDays = 90;
/** Access, correction, erasure and nomination requests. */
export const defaultDataRequestResponseDays = 30;

/** Why a paid registration's payment record outlives an erasure, told to the person. */
export const paymentRecordRetainedReason =
  "Payment record kept for tax law (amount, date, reference and method only)";

/** How long a parent or guardian has to consent before the held seat is released. */
export const defaultGuardianConsentHours = 72;

/**
 * The daily retention job runs at the first check (every 10 minutes) at or after this time of
 * day in India, or at the first check of a day whose run is missing once that time has passed
 * (a server that was down at night runs it when it comes back).
 */
export const retentionRunsAfterIst = { hour: 2, minute: 30 };

/** How a request reached us, as staff read it in the requests queue. */
export const dataRequestChannelLabels: Record<DataRequestChannel, string> = {
  web: "On the site",
  email: "By email",
  phone: "By phone",
  post: "By post",
};

/** The cookie of an opened "Your data" page: HttpOnly, SameSite=Lax, for 30 minutes. */
export const accessSessionCookie = "your_data";
