import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "#app/components/button";
import { pipelineStatuses, type StaffProjectView } from "#shared/domain/projects";
import { ConfirmDialog } from "../posts/ConfirmDialog";
import { FieldError, fieldAria, inputClass } from "../posts/post-field";
import { Notice, TextField, type NoticeState } from "./fields";
import {
  emptyProjectForm,
  projectFormOf,
  projectInputOf,
  validateProject,
  type FieldMessages,
  type ProjectFormValues,
} from "./project-form";
import { send } from "./projects-api";

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
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<ProjectFormValues>(() =>
    project ? projectFormOf(project) : emptyProjectForm(),
  );
  const [errors, setErrors] = useState<FieldMessages>({});
  const [saved, setSaved] = useState(project);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeState>(
    initialNotice ? { text: initialNotice, good: true } : null,
  );

  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const fieldId = (field: string) => `${id}-${field}`;

  async function save() {
    const problems = validateProject(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setNotice({ text: projectFormText.invalid, good: false });
      return;
    }
    setBusy(true);
    const input = projectInputOf(values);
    const result = saved
      ? await send<{ project: StaffProjectView }>(`/api/admin/projects/${saved.id}`, "PUT", {
          ...input,
          version: saved.version,
        })
      : await send<{ project: StaffProjectView }>("/api/admin/projects", "POST", input);
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fields);
      setNotice({ text: result.error, good: false });
      return;
    }
    if (!saved) {
      void navigate(`/admin/projects/${result.data.project.id}`, {
        state: { notice: projectFormText.created },
      });
      return;
    }
    setSaved(result.data.project);
    setNotice({ text: projectFormText.saved, good: true });
  }

  async function act(action: "archive" | "restore" | "complete") {
    if (!saved) return;
    setBusy(true);
    const result = await send<{ project: StaffProjectView }>(
      `/api/admin/projects/${saved.id}/${action}`,
      "POST",
      { version: saved.version },
    );
    setBusy(false);
    if (!result.ok) {
      setNotice({ text: result.error, good: false });
      return;
    }
    if (action === "complete") {
      void navigate(`/admin/completed-projects/new?from=${encodeURIComponent(saved.id)}`, {
        state: { notice: projectFormText.completedNotice },
      });
      return;
    }
    setSaved(result.data.project);
    setNotice({
      text: action === "archive" ? projectFormText.archived : projectFormText.restored,
      good: true,
    });
  }

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
        <TextField
          id={fieldId("title")}
          label="Title"
          value={values.title}
          onChange={(value) => set("title", value)}
          error={errors.title}
          maxLength={120}
        />
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
            id={fieldId("timeline")}
            label="Timeline"
            value={values.timeline}
            onChange={(value) => set("timeline", value)}
            error={errors.timeline}
            hint="For example “Jan 2026 – Apr 2026” or “8 weeks”."
            maxLength={60}
          />
        </div>
        <TextField
          id={fieldId("description")}
          label="Description"
          value={values.description}
          onChange={(value) => set("description", value)}
          error={errors.description}
          rows={4}
          maxLength={1000}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            id={fieldId("technologies")}
            label="Technologies"
            value={values.technologies}
            onChange={(value) => set("technologies", value)}
            error={errors.technologies}
            hint="One a line, or separated by commas."
            rows={4}
          />
          <TextField
            id={fieldId("objectives")}
            label="Objectives"
            value={values.objectives}
            onChange={(value) => set("objectives", value)}
            error={errors.objectives}
            hint="One a line."
            rows={4}
          />
        </div>
        <div className="grid gap-6 sm:grid-cols-3">
          <TextField
            id={fieldId("mentor")}
            label="Mentor"
            value={values.mentor}
            onChange={(value) => set("mentor", value)}
            error={errors.mentor}
          />
          <TextField
            id={fieldId("progress")}
            label="Progress (%)"
            type="number"
            min={0}
            max={100}
            value={values.progress}
            onChange={(value) => set("progress", value)}
            error={errors.progress}
          />
          <TextField
            id={fieldId("seats")}
            label="Seats"
            type="number"
            min={1}
            value={values.seats}
            onChange={(value) => set("seats", value)}
            error={errors.seats}
          />
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
