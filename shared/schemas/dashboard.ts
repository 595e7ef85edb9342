import type { PaymentMethod } from "#shared/domain/registrations";

/**
 * The admin dashboard's figures beyond the spec's four counts (issue 38): what needs a
 * person now, the day's and the month's money, seats, and twelve weeks of trends. The
 * server reads them (server/services/dashboard/); the page draws them
 * (app/features/admin/dashboard/). Days, weeks and months are India's (IST).
 */

/** What is waiting on staff, each a count the dashboard links to its filtered list. */
export interface NeedsAttention {
  /** UPI payments handed in and not yet confirmed or rejected (awaiting_verification). */
  upiToVerify: number;
  /** Registrations paid after their project filled, waiting for their refund (needs_refund). */
  refundsNeeded: number;
  /** Data requests past their due date and not answered. */
  overdueDataRequests: number;
  /** Emails the outbox gave up on, or is still retrying after a failure. */
  outboxFailures: number;
  /** Newsletter campaigns paused part-way. */
  pausedCampaigns: Array<{ id: string; subject: string }>;
  /** Bookings not answered within the 24 hours the site promises, and still unanswered. */
  lateBookings: number;
  /** Contact messages not answered within one business day, and still unanswered. */
  lateContacts: number;
}

/** Money received and returned through one payment method in a period, in paise. */
export interface MethodTakings {
  method: PaymentMethod;
  /** Registrations paid in the period through this method. */
  paid: number;
  receivedPaise: number;
  /** Registrations refunded in the period (whenever they were paid). */
  refunded: number;
  refundedPaise: number;
}

/** A day's or a month's payments. */
export interface PeriodTakings {
  /** Registrations that became paid in the period. */
  paidRegistrations: number;
  receivedPaise: number;
  refundedPaise: number;
  /** Only the methods with something paid or refunded in the period. */
  byMethod: MethodTakings[];
}

/** How the month's answers to bookings and contact messages kept the site's promise. */
export interface PromiseKept {
  /** Received this month and answered. */
  answered: number;
  /** Of those, answered by their due time. */
  onTime: number;
}

/** An open project's seats, for the dashboard's bars. */
export interface ProjectSeats {
  id: string;
  title: string;
  seats: number;
  /** Paid. */
  taken: number;
  /** Held while someone pays, consents or is verified, or offered from the waitlist. */
  held: number;
}

/** Twelve IST weeks, oldest first; the last is the week in progress. */
export interface Trends {
  /** Each week's Monday (YYYY-MM-DD, IST). */
  weeks: string[];
  /** Registrations made (any status), per week. */
  registrations: number[];
  bookings: number[];
  contacts: number[];
  /** Subscribers who confirmed their address that week. */
  subscribers: number[];
}

export interface DashboardFigures {
  /** When the figures were read (ISO 8601). */
  at: string;
  attention: NeedsAttention;
  today: PeriodTakings;
  month: PeriodTakings & {
    /** "November 2026". */
    label: string;
    bookings: PromiseKept;
    contacts: PromiseKept;
  };
  seats: ProjectSeats[];
  trends: Trends;
}
