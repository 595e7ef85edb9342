import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "#app/components/button";
import { pipelineStatuses, type StaffProjectView } from "#shared/domain/projects";
import { ConfirmDialog } from "../posts/ConfirmDialog";
import { FieldError, fieldAria, inputClass } from "../posts/post-field";
import { Notice, TextField } from "./fields";
import {
  emptyProjectForm,
  projectFormOf,
  projectInputOf,
  validateProject,
  type ProjectFormValues,
} from "./project-form";
import { send } from "./projects-api";
import { useRecordForm } from "./useRecordForm";

export const projectFormText = {
  created: "Project created.",
  saved: "Project saved.",
  archived: "Project archived: it is off /projects and closed to new registrations.",
  restored: "Project restored.",
  invalid: "Some fields need correcting: see the messages below them.",
  completedNotice: "Project marked completed. Add its story to the gallery:",
} as const;

/**
 * A pipeline project's every field, checked with the server's schema before it is sent;
 * saved with the version the page showed (someone else's newer save is refused and what was
 * typed stays). Archive, restore and Mark completed act on the saved project.
 */
export function ProjectForm({
  project,
  notice: initialNotice = "",
}: {
  project: StaffProjectView | null;
  notice?: string;
}) {
  const navigate = useNavigate();
  const form = useRecordForm({
    record: project,
    initialValues: () => (project ? projectFormOf(project) : emptyProjectForm()),
    initialNotice,
    text: projectFormText,
    validate: validateProject,
    inputOf: projectInputOf,
    create: (input) => send<{ project: StaffProjectView }>("/api/admin/projects", "POST", input),
    update: (saved, input) =>
      send<{ project: StaffProjectView }>(`/api/admin/projects/${saved.id}`, "PUT", {
        ...input,
        version: saved.version,
      }),
    editorOf: (created) => `/admin/projects/${created.id}`,
  });
  const { id, values, set, field, fieldId, errors, saved, busy, notice, save } = form;
  const [confirming, setConfirming] = useState(false);

  const act = (action: "archive" | "restore" | "complete") =>
    form.act(
      (current) =>
        send<{ project: StaffProjectView }>(`/api/admin/projects/${current.id}/${action}`, "POST", {
          version: current.version,
        }),
      (after, before) => {
        if (action === "complete") {
          void navigate(`/admin/completed-projects/new?from=${encodeURIComponent(before.id)}`, {
            state: { notice: projectFormText.completedNotice },
          });
          return;
        }
        form.took(
          after,
          action === "archive" ? projectFormText.archived : projectFormText.restored,
        );
      },
    );

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="sr-only">
        Project details
      </h2>
      <Notice notice={notice} />
      {saved && (
        <p className="mt-3 text-sm text-slate-700">
          Status: {saved.status}
          {saved.archived && (
            <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">
              Archived
            </span>
          )}
        </p>
      )}
      <form
        noValidate
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField {...field("title")} label="Title" maxLength={120} />
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor={fieldId("status")} className="font-medium text-slate-900">
              Status
            </label>
            <select
              id={fieldId("status")}
              value={values.status}
              onChange={(event) => set("status", event.target.value as ProjectFormValues["status"])}
              {...fieldAria({ errorId: `${fieldId("status")}-error`, error: errors.status })}
              className={inputClass}
            >
              {pipelineStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
            <FieldError id={`${fieldId("status")}-error`} message={errors.status} />
          </div>
          <TextField
            {...field("timeline")}
            label="Timeline"
            hint="For example “Jan 2026 – Apr 2026” or “8 weeks”."
            maxLength={60}
          />
        </div>
        <TextField {...field("description")} label="Description" rows={4} maxLength={1000} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            {...field("technologies")}
            label="Technologies"
            hint="One a line, or separated by commas."
            rows={4}
          />
          <TextField {...field("objectives")} label="Objectives" hint="One a line." rows={4} />
        </div>
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField {...field("mentor")} label="Mentor" />
          <TextField {...field("progress")} label="Progress (%)" type="number" min={0} max={100} />
          <TextField {...field("seats")} label="Seats" type="number" min={1} />
        </div>
        <div>
          <label className="inline-flex items-center gap-2 font-medium text-slate-900">
            <input
              type="checkbox"
              checked={values.registrationOpen}
              onChange={(event) => set("registrationOpen", event.target.checked)}
              className="size-5"
            />
            Registration open
          </label>
          <FieldError
            id={`${fieldId("registrationOpen")}-error`}
            message={errors.registrationOpen}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {saved ? "Save project" : "Create project"}
          </button>
          {saved && (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => void act(saved.archived ? "restore" : "archive")}
                className={buttonClass("outline")}
              >
                {saved.archived ? "Restore" : "Archive"}
              </button>
              {saved.status !== "Completed" && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                  className={buttonClass("outline")}
                >
                  Mark completed
                </button>
              )}
            </>
          )}
        </div>
      </form>
      {confirming && saved && (
        <ConfirmDialog
          title={`Mark ${saved.title} completed?`}
          body="It leaves the pipeline on /projects and closes to registration. You then add its story to the gallery."
          confirm="Mark completed"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void act("complete");
          }}
        />
      )}
    </section>
  );
}
