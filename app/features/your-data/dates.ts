/** A due date as the person reads it: "25 December 2026", India time. */
export const dueDateText = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );

/** What the API answers when it files a request. */
export interface FiledAnswer {
  reference: string;
  dueAt: string;
}

export const filedSentence = (answer: unknown, what: string) => {
  const { reference, dueAt } = answer as FiledAnswer;
  return `${what} Your reference is ${reference}; we will answer by ${dueDateText(dueAt)}. We have emailed you both.`;
};
