import type { CompletedProject, PipelineProject, PipelineStatus } from "../content/types";

/**
 * Projects as staff run them and visitors see them (docs/decisions/0016): their statuses,
 * seats and waitlist. Shared by the pages, the admin portal and server/services/projects.
 */

export const pipelineStatuses = ["In Progress", "Planning"] as const satisfies PipelineStatus[];
/** A completed project leaves the pipeline; its story goes to the gallery. */
export const projectStatuses = [...pipelineStatuses, "Completed"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** The spec's course pages promise "a small batch has a maximum of 20 students". */
export const defaultProjectSeats = 20;
export const maxProjectSeats = 10_000;

/**
 * Seats that someone may keep out of sale without proof of payment, longer than a card's
 * hold (decision 0024): UPI payments handed in and not yet verified, and waitlist offers not
 * yet answered. Each kind may hold at most this share of a project's seats (at least one),
 * and a UPI payment's long hold goes to at most `upiHoldsPerNetwork` per client network.
 */
export const unprovenSeatShare = 0.2;
export const upiHoldsPerNetwork = 2;
/** Places on one project's waitlist taken from one network. */
export const waitlistPlacesPerNetwork = 3;

/** How many of a project's seats unverified UPI payments (or waitlist offers) may hold. */
export const unprovenSeatCap = (seats: number) =>
  Math.max(1, Math.floor(seats * unprovenSeatShare));

export const waitlistStatuses = ["waiting", "offered", "claimed", "lapsed", "removed"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  waiting: "Waiting",
  offered: "Offered a seat",
  claimed: "Registered",
  lapsed: "Offer lapsed",
  removed: "Removed",
};

/** A project on /projects: the seed's fields, and what is left of its seats. */
export interface PipelineProjectView extends PipelineProject {
  seats: number;
  seatsLeft: number;
  registrationOpen: boolean;
  /**
   * The next session still to end, worded on the server ("Next session: Sat, 5 Dec, 10:00
   * am"), so the card's script grows by no more than showing it (issue 39).
   */
  nextSession: string | null;
}

/** What the registration dialog asks when it opens (GET /api/projects/:id/seats). */
export interface SeatsView {
  projectId: string;
  seatsLeft: number;
  registrationOpen: boolean;
}

/** How a card tells what is left: "N seats left", "1 seat left" or "Full". */
export function seatsLeftLabel(seatsLeft: number): string {
  if (seatsLeft <= 0) return "Full";
  return seatsLeft === 1 ? "1 seat left" : `${seatsLeft} seats left`;
}

export const projectMessages = {
  full: "This project just filled up. Join the waitlist and we will email you if a seat frees up.",
  closed: "Registration for this project is closed.",
  unknownProject: "Please choose a project from the list",
  waitlistJoined:
    "You are on the waitlist. If a seat frees up, we will email you a link that holds it for you for 24 hours.",
  waitlistNotFull: "This project still has seats: you can register now.",
  waitlistNetworkFull: `${waitlistPlacesPerNetwork} people have already joined this waitlist from your internet connection. Join from another one, such as your phone's mobile data.`,
  offerLapsed:
    "This seat offer has lapsed or was already used. You can join the waitlist again, or register if a seat is free.",
} as const;

/** A project as staff edit it: every field, its seats and where it stands. */
export interface StaffProjectView {
  id: string;
  title: string;
  status: ProjectStatus;
  timeline: string;
  description: string;
  technologies: string[];
  mentor: string;
  objectives: string[];
  progress: number;
  seats: number;
  registrationOpen: boolean;
  position: number;
  version: number;
  archived: boolean;
  updatedAt: string;
}

/** Where a project's seats stand, for staff. */
export interface SeatCounts {
  seats: number;
  /** Paid registrations. */
  taken: number;
  /** Payments under way and waitlist offers not yet answered. */
  held: number;
  left: number;
  waiting: number;
}

/** A project in the staff list. */
export interface StaffProjectSummary extends StaffProjectView {
  counts: SeatCounts;
}

export interface WaitlistEntryView {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: WaitlistStatus;
  joinedAt: string;
  offerExpiresAt: string | null;
}

export interface StaffCompletedProjectView extends CompletedProject {
  projectId: string | null;
  position: number;
  version: number;
  archived: boolean;
}
