import { indiaTimeZone } from "#shared/domain/india-time";

const ist = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: indiaTimeZone });

/** A request's received or due date, as staff in India read it. */
export const istDate = (iso: string) => ist.format(new Date(iso));
