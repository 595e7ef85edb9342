import { indiaLongDate } from "#shared/domain/india-time";

/** What the API answers when it files a request. */
export interface FiledAnswer {
  reference: string;
  dueAt: string;
}

export const filedSentence = (answer: unknown, what: string) => {
  const { reference, dueAt } = answer as FiledAnswer;
  return `${what} Your reference is ${reference}; we will answer by ${indiaLongDate(dueAt)}. We have emailed you both.`;
};
