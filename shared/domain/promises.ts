import { indiaDayStart, indiaWeekday } from "./india-time";

/**
 * When the site's promised answers fall due (issue 38). A booking or a contact message is
 * stored with its due time, so the lists, their late filter and the dashboard read one
 * stored value instead of each working the rule out again.
 */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * "We call or email you within 24 hours to understand your students and dates."
 * (shared/content/booking.ts; the booking page, its thank-you message, the terms and the
 * privacy notice say the same.) 24 hours on the clock, weekends included.
 */
export const bookingReplyDue = (received: Date) => new Date(received.getTime() + dayMs);

/**
 * "We reply within one business day." (app/features/contact/channels.ts; the contact page,
 * its thank-you message and the privacy notice say the same.) A business day here is 24 hours
 * of a clock that runs Monday to Friday in India's time and stops for the weekend: Thursday
 * 09:00 IST is due Friday 09:00, Friday 15:00 Monday 15:00, and Saturday 10:00 Tuesday 00:00.
 * Public holidays are not counted: India's differ from state to state and year to year, and
 * a promise due on one is late by the rule's reckoning, which staff can see and judge.
 */
export function contactReplyDue(received: Date): Date {
  let at = received.getTime();
  let left = dayMs;
  for (;;) {
    const dayEnd = indiaDayStart(new Date(at)).getTime() + dayMs;
    if (indiaWeekday(new Date(at)) < 5) {
      const run = Math.min(left, dayEnd - at);
      left -= run;
      if (left === 0) return new Date(at + run);
    }
    at = dayEnd;
  }
}
