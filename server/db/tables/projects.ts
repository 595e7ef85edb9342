import type { Generated } from "kysely";
import type { ProjectStatus, WaitlistStatus } from "#shared/domain/projects";
import type { Consent, Timestamps } from "./columns";

/** The project pipeline, its waitlists and the gallery of completed projects. */

export interface ProjectsTable {
  /** The slug the page and registrations use. */
  id: string;
  title: string;
  status: ProjectStatus;
  timeline: string;
  description: string;
  /** JSON array of strings. */
  technologies: string;
  /** JSON array of strings. */
  objectives: string;
  mentor: string;
  progress: number;
  seats: number;
  /** Seats held or taken: changed only by the conditional updates of services/projects/seats.ts. */
  seats_used: Generated<number>;
  registration_open: number;
  position: number;
  version: Generated<number>;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Someone waiting for a seat in a full project; an offered entry holds one seat for them. */
export interface WaitlistEntriesTable extends Consent, Timestamps {
  id: string;
  project_id: string;
  name: string;
  email: string;
  phone: string;
  status: WaitlistStatus;
  /** SHA-256 of the emailed offer link's token. */
  offer_token_hash: string | null;
  offered_at: string | null;
  offer_expires_at: string | null;
  /** The network the place was taken from: a few places per network (decision 0024). */
  network: string | null;
}

export interface CompletedProjectsTable {
  id: string;
  title: string;
  goal: string;
  /** JSON array of strings. */
  tech_stack: string;
  outcome: string;
  testimonial_quote: string;
  testimonial_author: string;
  testimonial_role: string;
  /** JSON array of { src, alt, width, height }. */
  images: string;
  /** The pipeline project it grew from, when staff marked one completed. */
  project_id: string | null;
  position: number;
  version: Generated<number>;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}
