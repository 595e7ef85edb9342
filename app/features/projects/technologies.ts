import { projectCardMaxTechnologies } from "../../constants";

/** What a project card lists: the first few technologies, and how many more there are. */
export function cardTechnologies(
  technologies: readonly string[],
  max = projectCardMaxTechnologies,
): { shown: string[]; more: number } {
  return { shown: technologies.slice(0, max), more: Math.max(0, technologies.length - max) };
}
