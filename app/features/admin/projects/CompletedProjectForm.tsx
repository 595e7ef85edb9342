import { buttonClass } from "#app/components/button";
import type { StaffCompletedProjectView } from "#shared/domain/projects";
import type { CompletedProjectInput } from "#shared/schemas/project";
import { Notice, TextField } from "./fields";
import { GalleryImagesField } from "./GalleryImagesField";
import {
  completedFormOf,
  completedInputOf,
  emptyCompletedForm,
  validateCompleted,
} from "./project-form";
import { send } from "./projects-api";
import { useRecordForm } from "./useRecordForm";

export const completedFormText = {
  created: "Gallery entry created.",
  saved: "Gallery entry saved.",
  archived: "Gallery entry archived: it is off /projects.",
  restored: "Gallery entry restored.",
  invalid: "Some fields need correcting: see the messages below them.",
} as const;

/**
 * A completed project's story for the gallery: new (from a project just marked completed,
 * when `from` names it) or saved, with the version the page showed.
 */
export function CompletedProjectForm({
  project,
  draft,
  from,
  notice: initialNotice = "",
}: {
  project: StaffCompletedProjectView | null;
  draft?: Partial<CompletedProjectInput> | undefined;
  from?: string | undefined;
  notice?: string;
}) {
  const form = useRecordForm({
    record: project,
    initialValues: () => (project ? completedFormOf(project) : emptyCompletedForm(draft)),
    initialNotice,
    text: completedFormText,
    validate: validateCompleted,
    inputOf: completedInputOf,
    create: (input) =>
      send<{ project: StaffCompletedProjectView }>(
        `/api/admin/completed-projects${from ? `?from=${encodeURIComponent(from)}` : ""}`,
        "POST",
        input,
      ),
    update: (saved, input) =>
      send<{ project: StaffCompletedProjectView }>(
        `/api/admin/completed-projects/${encodeURIComponent(saved.id)}`,
        "PUT",
        { ...input, version: saved.version },
      ),
    editorOf: (created) => `/admin/completed-projects/${created.id}`,
  });
  const { values, set, field, errors, saved, busy, notice, save } = form;

  const archive = (archived: boolean) =>
    form.act(
      (current) =>
        send<{ project: StaffCompletedProjectView }>(
          `/api/admin/completed-projects/${encodeURIComponent(current.id)}/${archived ? "archive" : "restore"}`,
          "POST",
          { version: current.version },
        ),
      (after) =>
        form.took(after, archived ? completedFormText.archived : completedFormText.restored),
    );

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16">
      <Notice notice={notice} />
      {saved?.archived && (
        <p className="mt-3 text-sm">
          <span className="rounded bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">
            Archived
          </span>
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
        <TextField label="Title" maxLength={120} {...field("title")} />
        <TextField label="Goal" rows={3} maxLength={600} {...field("goal")} />
        <TextField
          label="Tech stack"
          rows={3}
          hint="One a line, or separated by commas."
          {...field("techStack")}
        />
        <TextField label="Outcome" rows={3} maxLength={600} {...field("outcome")} />
        <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-medium text-slate-900">Testimonial</legend>
          <TextField label="Quote" rows={3} maxLength={600} {...field("testimonialQuote")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Author" {...field("testimonialAuthor")} />
            <TextField label="Role" maxLength={120} {...field("testimonialRole")} />
          </div>
        </fieldset>
        <GalleryImagesField
          images={values.images}
          onChange={(images) => set("images", images)}
          errors={errors}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {saved ? "Save gallery entry" : "Create gallery entry"}
          </button>
          {saved && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void archive(!saved.archived)}
              className={buttonClass("outline")}
            >
              {saved.archived ? "Restore" : "Archive"}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
