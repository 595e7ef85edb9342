import { pipelineProjects } from "../content/projects";

/** A registration's project by name; an id no longer listed is shown as it was stored. */
export const projectTitle = (projectId: string): string =>
  pipelineProjects.find((project) => project.id === projectId)?.title ?? projectId;
