import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { buttonClass } from "../../../components/button";
import { useHydrated } from "../../../hooks/useHydrated";
import { slugify } from "../../../lib/slug";
import { blogMessages, blogPostStatusLabels } from "../../../domain/blog";
import { EditorPlaceholder } from "./EditorPlaceholder";
import { CoverImageField } from "./CoverImageField";
import {
  categories,
  emptyForm,
  formatIst,
  formOf,
  inputOf,
  isDirty,
  istClock,
  istToUtcIso,
  shownSlug,
  utcIsoToIstInput,
  validate,
  withSlug,
  withTitle,
  type FieldMessages,
  type PostFormValues,
} from "./post-form";
import { postsApi, uploadImage, type PostResult } from "./posts-api";
import type { PostDetail } from "../../../schemas/blog-post";

// TipTap (ProseMirror) is large: it is fetched only when this screen opens, in its own chunk.
const BlogEditor = lazy(() => import("./BlogEditor"));

/** How long the trainer stops typing before a draft is saved on its own. */
export const autosaveDelayMs = 3000;

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/**
 * The post editor: fields, body, save (and autosave for drafts), publish, schedule,
 * unpublish, delete and preview. Nothing typed is lost: a refused save keeps the form, a
 * conflicting one is never forced, and leaving with unsaved changes asks first.
 */
export function PostEditor({
  post: initialPost,
  defaultAuthor,
  notice: initialNotice = "",
}: {
  post: PostDetail | null;
  defaultAuthor: string;
  notice?: string;
}) {
  const id = useId();
  // The editor is never rendered on the server, nor before hydration.
  const mounted = useHydrated();
  const navigate = useNavigate();
  const [post, setPost] = useState(initialPost);
  const [saved, setSaved] = useState<PostFormValues>(() =>
    initialPost ? formOf(initialPost) : emptyForm(defaultAuthor),
  );
  const [values, setValues] = useState<PostFormValues>(saved);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState("");
  const [notice, setNotice] = useState(initialNotice);
  const [busy, setBusy] = useState(false);
  const [scheduleAt, setScheduleAt] = useState(() =>
    initialPost?.publishAt ? utcIsoToIstInput(initialPost.publishAt) : "",
  );
  const [confirmDelete, setConfirmDelete] = useState(false);

  const dirty = isDirty(saved, values);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  /** Set just before the editor itself navigates away (after a save or a delete). */
  const leavingRef = useRef(false);
  const savingRef = useRef(false);

  // Closing the tab or reloading with unsaved changes: the browser asks.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || leavingRef.current) return;
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) =>
        dirtyRef.current &&
        !leavingRef.current &&
        currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  /** A call's outcome: the saved post, or its problems shown at the fields and in the alert. */
  function apply(result: PostResult, sent: PostFormValues, quiet = false): PostDetail | undefined {
    if (result.ok) {
      setPost(result.post);
      const savedNow = formOf(result.post);
      setSaved(savedNow);
      // What was typed while the call was under way stays; the slug becomes the saved one.
      setValues((current) =>
        isDirty(sent, current) ? current : { ...current, slug: savedNow.slug, slugEdited: true },
      );
      setErrors({});
      setAlert("");
      return result.post;
    }
    if (result.status === 409 && result.error === blogMessages.slugTaken) {
      setErrors({ slug: result.error });
      return undefined;
    }
    if (Object.keys(result.fields).length > 0) {
      if (!quiet) {
        setErrors(result.fields);
        setAlert("Some fields need your attention: see the messages below them.");
      }
      return undefined;
    }
    setAlert(result.error);
    return undefined;
  }

  /** Saves the form (creating the post the first time). The saved post, or undefined. */
  async function save({ quiet = false } = {}): Promise<PostDetail | undefined> {
    if (savingRef.current) return undefined;
    const sent = values;
    const problems = validate(sent);
    if (Object.keys(problems).length > 0) {
      if (!quiet) {
        setErrors(problems);
        setAlert("Some fields need your attention: see the messages below them.");
      }
      return undefined;
    }
    savingRef.current = true;
    if (!quiet) setBusy(true);
    try {
      const result = post
        ? await postsApi.update(post.id, post.version, inputOf(sent))
        : await postsApi.create(inputOf(sent));
      const savedPost = apply(result, sent, quiet);
      if (savedPost) {
        const message = `Saved at ${istClock(new Date())}`;
        setNotice(message);
        if (!post) {
          leavingRef.current = true;
          void navigate(`/admin/posts/${savedPost.id}`, {
            replace: true,
            state: { notice: message },
          });
        }
      }
      return savedPost;
    } finally {
      savingRef.current = false;
      if (!quiet) setBusy(false);
    }
  }

  // Autosave: a draft that can be saved is saved 3 s after the last keystroke.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const canAutosave =
    post?.status === "draft" && dirty && Object.keys(validate(values)).length === 0 && !alert;
  useEffect(() => {
    if (!canAutosave) return;
    const timer = window.setTimeout(() => void saveRef.current({ quiet: true }), autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [canAutosave, values]);

  /** Saves pending changes first, then changes the status with the version that gives. */
  async function changeStatus(
    call: (post: PostDetail) => Promise<PostResult>,
    done: (post: PostDetail) => string,
  ) {
    const current = dirty || !post ? await save() : post;
    if (!current) return;
    setBusy(true);
    try {
      const after = apply(await call(current), values);
      if (after) setNotice(done(after));
    } finally {
      setBusy(false);
    }
  }

  const publish = () =>
    changeStatus(
      (current) => postsApi.publish(current.id, current.version),
      (after) => `Published: the post is live at /blog/${after.slug}.`,
    );

  function schedule() {
    const publishAt = istToUtcIso(scheduleAt);
    if (!publishAt) {
      setErrors((current) => ({ ...current, publishAt: "Choose a date and time (IST)." }));
      return;
    }
    if (new Date(publishAt).getTime() <= Date.now()) {
      setErrors((current) => ({ ...current, publishAt: blogMessages.scheduleInPast }));
      return;
    }
    setErrors((current) => {
      const rest = { ...current };
      delete rest.publishAt;
      return rest;
    });
    void changeStatus(
      (current) => postsApi.schedule(current.id, current.version, publishAt),
      (after) => `Scheduled: the post goes live on ${formatIst(after.publishAt ?? publishAt)}.`,
    );
  }

  const unpublish = () =>
    changeStatus(
      (current) => postsApi.unpublish(current.id, current.version),
      () => "Unpublished: visitors no longer see the post; its address answers “gone”.",
    );

  async function remove() {
    if (!post) return;
    setBusy(true);
    const result = await postsApi.remove(post.id);
    setBusy(false);
    setConfirmDelete(false);
    if (!result.ok) {
      setAlert(result.error);
      return;
    }
    leavingRef.current = true;
    void navigate("/admin/posts", { state: { notice: `“${post.title}” was deleted.` } });
  }

  const err = (field: string) => `${id}-${field}-error`;
  const invalid = (field: keyof FieldMessages | "publishAt") => {
    const message = (errors as Record<string, string | undefined>)[field];
    return message ? { "aria-invalid": true, "aria-describedby": err(field) } : {};
  };
  const errorOf = (field: string) => (errors as Record<string, string | undefined>)[field];
  const status = post?.status ?? "draft";

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <p>
          <span className="font-semibold">Status: {blogPostStatusLabels[status]}</span>
          {post?.status === "scheduled" && post.publishAt && (
            <> · goes live {formatIst(post.publishAt)}</>
          )}
          {post?.status === "published" && (
            <>
              {" "}
              ·{" "}
              <a href={`/blog/${post.slug}`} className="text-brand-700 underline">
                View on the site
              </a>
            </>
          )}
        </p>
        <p role="status" className="text-slate-700">
          {dirty ? "Unsaved changes" : notice}
        </p>
      </div>

      <div aria-live="assertive">
        {alert && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
          >
            {alert}
          </p>
        )}
      </div>

      <form
        noValidate
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div>
          <label className="block">
            <span className="font-medium text-slate-900">Title</span>
            <input
              type="text"
              value={values.title}
              maxLength={200}
              onChange={(event) => setValues((current) => withTitle(current, event.target.value))}
              {...invalid("title")}
              className={`${inputClass} text-xl`}
            />
          </label>
          <FieldError id={err("title")} message={errorOf("title")} />
        </div>

        <div>
          <label htmlFor={`${id}-slug`} className="font-medium text-slate-900">
            Slug (the post’s address)
          </label>
          <span className="mt-1 flex items-center gap-1">
            <span className="text-slate-600">/blog/</span>
            <input
              id={`${id}-slug`}
              type="text"
              value={shownSlug(values)}
              placeholder={slugify(values.title)}
              maxLength={120}
              onChange={(event) => setValues((current) => withSlug(current, event.target.value))}
              aria-describedby={`${id}-slug-hint`}
              {...invalid("slug")}
              className={inputClass.replace("mt-1 ", "")}
            />
          </span>
          <p id={`${id}-slug-hint`} className="mt-1 text-sm text-slate-600">
            Made from the title until you change it. Changing it later keeps the old address working
            (it redirects).
          </p>
          <FieldError id={err("slug")} message={errorOf("slug")} />
        </div>

        <div>
          <label htmlFor={`${id}-excerpt`} className="font-medium text-slate-900">
            Excerpt
          </label>
          <textarea
            id={`${id}-excerpt`}
            value={values.excerpt}
            maxLength={400}
            rows={3}
            onChange={(event) => set("excerpt", event.target.value)}
            aria-describedby={`${id}-excerpt-hint`}
            {...invalid("excerpt")}
            className={inputClass}
          />
          <p id={`${id}-excerpt-hint`} className="mt-1 text-sm text-slate-600">
            One or two sentences shown on the blog list and in search results.
          </p>
          <FieldError id={err("excerpt")} message={errorOf("excerpt")} />
        </div>

        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label className="block">
              <span className="font-medium text-slate-900">Category</span>
              <select
                value={values.category}
                onChange={(event) =>
                  set("category", event.target.value as PostFormValues["category"])
                }
                {...invalid("category")}
                className={inputClass}
              >
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </label>
            <FieldError id={err("category")} message={errorOf("category")} />
          </div>
          <div>
            <label className="block">
              <span className="font-medium text-slate-900">Author</span>
              <input
                type="text"
                value={values.author}
                maxLength={100}
                onChange={(event) => set("author", event.target.value)}
                {...invalid("author")}
                className={inputClass}
              />
            </label>
            <FieldError id={err("author")} message={errorOf("author")} />
          </div>
        </div>

        <CoverImageField
          values={values}
          onChange={(cover) => setValues((current) => ({ ...current, ...cover }))}
          srcError={errorOf("coverSrc")}
          altError={errorOf("coverAlt")}
          errorIdOf={err}
        />

        <div>
          <p className="font-medium text-slate-900">Post</p>
          {mounted ? (
            <Suspense fallback={<EditorPlaceholder />}>
              <BlogEditor
                initialHtml={saved.bodyHtml}
                onChange={(html) => set("bodyHtml", html)}
                uploadImage={uploadImage}
                errorId={errorOf("bodyHtml") ? err("bodyHtml") : undefined}
              />
            </Suspense>
          ) : (
            <EditorPlaceholder />
          )}
          <FieldError id={err("bodyHtml")} message={errorOf("bodyHtml")} />
        </div>

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {post ? "Save" : "Save draft"}
          </button>
          {post && (
            <Link
              to={`/admin/posts/${post.id}/preview`}
              target="_blank"
              className={buttonClass("outline")}
            >
              Preview
            </Link>
          )}
          {status !== "published" && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void publish()}
              className={buttonClass("accent")}
            >
              Publish now
            </button>
          )}
          {(status === "published" || status === "scheduled") && post && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void unpublish()}
              className={buttonClass("outline")}
            >
              Unpublish
            </button>
          )}
          {post && (
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
              className={buttonClass("outline", "text-red-800")}
            >
              Delete
            </button>
          )}
        </div>
        {post && dirty && (
          <p className="text-sm text-slate-600">Preview shows the last saved version.</p>
        )}

        {status !== "published" && (
          <fieldset className="rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-medium text-slate-900">Schedule</legend>
            <div className="flex flex-wrap items-end gap-3">
              <label className="block">
                <span className="text-sm font-medium text-slate-800">
                  Publish on (India time, IST)
                </span>
                <input
                  type="datetime-local"
                  value={scheduleAt}
                  onChange={(event) => setScheduleAt(event.target.value)}
                  {...invalid("publishAt")}
                  className={inputClass}
                />
              </label>
              <button
                type="button"
                disabled={busy}
                onClick={schedule}
                className={buttonClass("outline")}
              >
                Schedule
              </button>
            </div>
            <FieldError id={err("publishAt")} message={errorOf("publishAt")} />
          </fieldset>
        )}
      </form>

      {confirmDelete && post && (
        <ConfirmDialog
          title="Delete this post?"
          body={`“${post.title}” will be removed for good, and its address will answer “gone”. This cannot be undone.`}
          confirm="Delete post"
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
      {blocker.state === "blocked" && (
        <ConfirmDialog
          title="Leave without saving?"
          body="You have changes that are not saved yet. If you leave now, they are lost."
          confirm="Leave without saving"
          cancel="Stay and keep editing"
          onConfirm={() => blocker.proceed()}
          onCancel={() => blocker.reset()}
        />
      )}
    </div>
  );
}

function ConfirmDialog({
  title,
  body,
  confirm,
  cancel = "Cancel",
  onConfirm,
  onCancel,
}: {
  title: string;
  body: string;
  confirm: string;
  cancel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p id={`${id}-body`} className="mt-3 text-slate-700">
          {body}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className={buttonClass("outline")}
          >
            {cancel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className={buttonClass("primary", "bg-red-800 hover:bg-red-900")}
          >
            {confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
