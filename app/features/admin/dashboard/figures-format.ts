/** How the dashboard writes its figures: rupees from paise, and IST week labels. */

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** "₹1,23,500" or "₹423.73": money is stored in paise (docs/decisions/0007). */
export const formatRupees = (paise: number) => rupees.format(paise / 100);

const weekDay = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "24 Nov": a week by its Monday (YYYY-MM-DD, already India's date). */
export const weekLabel = (monday: string) => weekDay.format(new Date(`${monday}T00:00:00Z`));
