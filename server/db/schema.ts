import type {
  BlogPostsTable,
  BlogSlugHistoryTable,
  MediaTable,
  MediaVariantsTable,
} from "./tables/blog";
import type {
  CertificateCompletionsTable,
  CertificateDesignsTable,
  CertificatesTable,
  CertificateWorkshopsTable,
} from "./tables/certificates";
import type { BookingsTable, ContactMessagesTable } from "./tables/enquiries";
import type { AppStateTable, ScheduledJobsTable } from "./tables/installation";
import type { EmailOutboxTable } from "./tables/mail";
import type {
  CampaignDeliveriesTable,
  NewsletterCampaignsTable,
  NewsletterSubscribersTable,
} from "./tables/newsletter";
import type {
  DataAccessLinksTable,
  DataRequestsTable,
  SuppressedEmailsTable,
} from "./tables/privacy";
import type {
  CompletedProjectsTable,
  ProjectsTable,
  WaitlistEntriesTable,
} from "./tables/projects";
import type { PaymentEventsTable, RegistrationsTable } from "./tables/registrations";
import type {
  ProjectSessionsTable,
  SessionAttendanceTable,
  SessionRemindersTable,
  TicketsTable,
} from "./tables/sessions";
import type {
  AdminPasswordResetsTable,
  AuditLogTable,
  StaffInvitationsTable,
} from "./tables/staff";

/**
 * The shape of every table, as Kysely sees it. Column names are snake_case as stored;
 * timestamps are ISO 8601 UTC strings with milliseconds (see docs/decisions/0003),
 * so they sort the same way on SQLite and PostgreSQL; money is integer paise. Each domain's
 * tables are declared in tables/.
 */

export type {
  BlogPostsTable,
  BlogSlugHistoryTable,
  MediaTable,
  MediaVariantsTable,
  BookingsTable,
  ContactMessagesTable,
  AppStateTable,
  ScheduledJobsTable,
  EmailOutboxTable,
  CampaignDeliveriesTable,
  NewsletterCampaignsTable,
  NewsletterSubscribersTable,
  DataAccessLinksTable,
  DataRequestsTable,
  SuppressedEmailsTable,
  CompletedProjectsTable,
  ProjectsTable,
  WaitlistEntriesTable,
  PaymentEventsTable,
  RegistrationsTable,
  ProjectSessionsTable,
  SessionAttendanceTable,
  SessionRemindersTable,
  TicketsTable,
  CertificateCompletionsTable,
  CertificateDesignsTable,
  CertificateWorkshopsTable,
  CertificatesTable,
  AdminPasswordResetsTable,
  AuditLogTable,
  StaffInvitationsTable,
};

export interface DatabaseSchema {
  data_requests: DataRequestsTable;
  data_access_links: DataAccessLinksTable;
  suppressed_emails: SuppressedEmailsTable;
  scheduled_jobs: ScheduledJobsTable;
  admin_password_resets: AdminPasswordResetsTable;
  audit_log: AuditLogTable;
  blog_posts: BlogPostsTable;
  blog_slug_history: BlogSlugHistoryTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  app_state: AppStateTable;
  staff_invitations: StaffInvitationsTable;
  bookings: BookingsTable;
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  campaign_deliveries: CampaignDeliveriesTable;
  registrations: RegistrationsTable;
  projects: ProjectsTable;
  completed_projects: CompletedProjectsTable;
  waitlist_entries: WaitlistEntriesTable;
  payment_events: PaymentEventsTable;
  email_outbox: EmailOutboxTable;
  project_sessions: ProjectSessionsTable;
  tickets: TicketsTable;
  session_reminders: SessionRemindersTable;
  session_attendance: SessionAttendanceTable;
  certificate_completions: CertificateCompletionsTable;
  certificate_designs: CertificateDesignsTable;
  certificate_workshops: CertificateWorkshopsTable;
  certificates: CertificatesTable;
}
