import type { Selectable } from "kysely";
import type { CompletedProject, Image } from "#shared/content/types";
import type {
  PipelineProjectView,
  StaffCompletedProjectView,
  StaffProjectView,
} from "#shared/domain/projects";
import type { CompletedProjectsTable, ProjectsTable } from "../../db/schema";

export type ProjectRow = Selectable<ProjectsTable>;
export type CompletedProjectRow = Selectable<CompletedProjectsTable>;

const strings = (json: string): string[] => JSON.parse(json) as string[];

/** A project as visitors see it on /projects. */
export function pipelineView(
  row: ProjectRow,
  nextSession: string | null = null,
): PipelineProjectView {
  return {
    id: row.id,
    title: row.title,
    // The pipeline lists only In Progress and Planning (see catalogue.ts).
    status: row.status === "In Progress" ? "In Progress" : "Planning",
    timeline: row.timeline,
    description: row.description,
    technologies: strings(row.technologies),
    progress: row.progress,
    mentor: row.mentor,
    objectives: strings(row.objectives),
    seats: row.seats,
    seatsLeft: Math.max(0, row.seats - row.seats_used),
    registrationOpen: row.registration_open === 1,
    nextSession,
  };
}

export function completedView(row: CompletedProjectRow): CompletedProject {
  return {
    id: row.id,
    title: row.title,
    goal: row.goal,
    techStack: strings(row.tech_stack),
    outcome: row.outcome,
    testimonial: {
      quote: row.testimonial_quote,
      author: row.testimonial_author,
      role: row.testimonial_role,
    },
    images: JSON.parse(row.images) as Image[],
  };
}

export function staffView(row: ProjectRow): StaffProjectView {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    timeline: row.timeline,
    description: row.description,
    technologies: strings(row.technologies),
    mentor: row.mentor,
    objectives: strings(row.objectives),
    progress: row.progress,
    seats: row.seats,
    registrationOpen: row.registration_open === 1,
    position: row.position,
    version: row.version,
    archived: row.archived_at !== null,
    updatedAt: row.updated_at,
  };
}

export function staffCompletedView(row: CompletedProjectRow): StaffCompletedProjectView {
  return {
    ...completedView(row),
    projectId: row.project_id,
    position: row.position,
    version: row.version,
    archived: row.archived_at !== null,
  };
}
