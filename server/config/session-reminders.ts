import { ConfigError } from "./config-error";

/** Reminders before each session: hours before, and how often each instance looks. */
export interface SessionReminderSettings {
  firstHours: number;
  /** A shorter second reminder: off (null) unless configured. */
  secondHours: number | null;
  checkSeconds: number;
}

/**
 * One reminder a day before by default; a second only when asked for, and then shorter than
 * the first, or a student would get two reminders at once.
 */
export function sessionReminderSettings(parsed: {
  SESSION_REMINDER_HOURS?: number | undefined;
  SESSION_SECOND_REMINDER_HOURS?: number | undefined;
  SESSION_REMINDER_CHECK_SECONDS?: number | undefined;
}): SessionReminderSettings {
  const firstHours = parsed.SESSION_REMINDER_HOURS ?? 24;
  const secondHours = parsed.SESSION_SECOND_REMINDER_HOURS ?? null;
  if (secondHours !== null && secondHours >= firstHours) {
    throw new ConfigError(
      `SESSION_SECOND_REMINDER_HOURS (${secondHours}) must be fewer than SESSION_REMINDER_HOURS (${firstHours})`,
    );
  }
  return { firstHours, secondHours, checkSeconds: parsed.SESSION_REMINDER_CHECK_SECONDS ?? 60 };
}
