import { z } from "zod/mini";
import { requiredEmail } from "./fields";
import type { DashboardFigures } from "./dashboard";
import type { DataRequestsOverview } from "./data-requests";
import { passwordRules, passwordTooShort } from "./password-rules";

/** The admin portal's form (docs/product.md §3: email, password, otp, newPassword), one schema per view. */

export const otpLength = 6;

export const adminLoginSchema = z.strictObject({
  email: requiredEmail(),
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(passwordRules.max)),
});

export const adminForgotSchema = z.strictObject({ email: requiredEmail() });

export const adminResetSchema = z.strictObject({
  email: requiredEmail(),
  otp: z
    .string({ error: `Enter the ${otpLength}-digit code from the email` })
    .check(z.trim(), z.regex(/^\d{6}$/, `Enter the ${otpLength}-digit code from the email`)),
  newPassword: z
    .string({ error: passwordTooShort })
    .check(
      z.minLength(passwordRules.min, passwordTooShort),
      z.maxLength(passwordRules.max, `Password must be at most ${passwordRules.max} characters`),
    ),
});

export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
export type AdminResetInput = z.infer<typeof adminResetSchema>;

export interface DashboardCounts {
  bookings: number;
  subscribers: number;
  contacts: number;
  blogs: number;
}

/** What the dashboard's recent activity can be narrowed to. */
export const activityKinds = [
  "payments",
  "enquiries",
  "content",
  "staff",
  "data_requests",
] as const;
export type ActivityKind = (typeof activityKinds)[number];
export const activityKindLabels: Record<ActivityKind, string> = {
  payments: "Payments",
  enquiries: "Enquiries",
  content: "Content",
  staff: "Staff",
  data_requests: "Data requests",
};
export const isActivityKind = (value: unknown): value is ActivityKind =>
  typeof value === "string" && (activityKinds as readonly string[]).includes(value);

/** One line of the dashboard's recent activity: when, what kind, and what happened as a sentence. */
export interface ActivityEvent {
  at: string;
  kind: ActivityKind;
  text: string;
}

/**
 * What the dashboard shows: for an admin the counts and the latest events; an editor's has
 * neither (they see only the blog).
 */
export type AdminDashboard =
  | {
      role: "admin";
      counts: DashboardCounts;
      activity: ActivityEvent[];
      /** What the recent activity is narrowed to, or null for every kind. */
      activityKind: ActivityKind | null;
      /** Open data requests and the overdue ones (DPDP Act). */
      requests: DataRequestsOverview;
      /** Beyond the spec's counts: what waits on staff, money, seats and trends. */
      figures: DashboardFigures;
    }
  | { role: "editor" | "mentor" };
