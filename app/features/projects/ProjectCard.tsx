import { Icon } from "../../components/icons";
import { seatsLeftLabel, type PipelineProjectView } from "#shared/domain/projects";
import { cardTechnologies } from "./technologies";

/**
 * A project in the pipeline: what it is, its seats, and the way in that is left: Register
 * Now, Join the waitlist once it is full, or nothing once registration is closed.
 */
export function ProjectCard({
  project,
  onRegister,
  onJoinWaitlist,
}: {
  project: PipelineProjectView;
  onRegister: (project: PipelineProjectView) => void;
  onJoinWaitlist: (project: PipelineProjectView) => void;
}) {
  const { shown, more } = cardTechnologies(project.technologies);
  const headingId = `project-${project.id}`;
  const full = project.seatsLeft <= 0;
  const action = "mt-6 min-h-11 rounded-lg px-4 py-2.5 font-semibold";
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {project.title}
        </h3>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${
              project.status === "In Progress"
                ? "bg-green-100 text-green-900"
                : "bg-amber-100 text-amber-900"
            }`}
          >
            {project.status}
          </span>
          {full && (
            <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-900">
              Full
            </span>
          )}
        </div>
      </div>
      <p className="mt-3 text-slate-600">{project.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="flex items-center gap-2 text-slate-700">
          <Icon name="calendar" className="size-4 shrink-0" />
          <dt className="sr-only">Timeline</dt>
          <dd>
            {project.timeline}
            {project.nextSession && <span className="block">{project.nextSession}</span>}
          </dd>
        </div>
        <div className="flex items-center gap-2 text-slate-700">
          <Icon name="users" className="size-4 shrink-0" />
          <dt className="sr-only">Seats</dt>
          <dd>{seatsLeftLabel(project.seatsLeft)}</dd>
        </div>
        <div className="col-span-2 text-slate-700">
          <dt className="inline font-medium">Mentor: </dt>
          <dd className="inline">{project.mentor}</dd>
        </div>
      </dl>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Technologies">
        {shown.map((technology) => (
          <li
            key={technology}
            className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
          >
            {technology}
          </li>
        ))}
        {more > 0 && (
          <li className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            +{more} <span className="sr-only">more</span>
          </li>
        )}
      </ul>
      <div className="mt-5">
        <div className="flex justify-between text-sm">
          <span id={`${headingId}-progress`} className="font-medium text-slate-700">
            Progress
          </span>
          <span className="text-slate-600">{project.progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${headingId}-progress`}
          aria-valuenow={project.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${project.progress}%` }}
          />
        </div>
      </div>
      <details className="mt-4 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700">Objectives</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {project.objectives.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
        </ul>
      </details>
      {!project.registrationOpen ? (
        <p className={`${action} bg-slate-100 text-center text-slate-700`}>Registration closed</p>
      ) : full ? (
        <button
          type="button"
          onClick={() => onJoinWaitlist(project)}
          className={`${action} border-2 border-brand-700 text-brand-700 hover:bg-brand-50`}
        >
          Join the waitlist<span className="sr-only"> for {project.title}</span>
        </button>
      ) : (
        <button
          type="button"
          onClick={() => onRegister(project)}
          className={`${action} bg-brand-700 text-white hover:bg-brand-900`}
        >
          Register Now<span className="sr-only"> for {project.title}</span>
        </button>
      )}
    </article>
  );
}
