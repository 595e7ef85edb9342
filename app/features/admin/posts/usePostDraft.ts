import { useRef, useState } from "react";
import { blogMessages } from "#shared/domain/blog";
import type { PostDetail } from "#shared/schemas/blog-post";
import {
  emptyForm,
  formatIst,
  formOf,
  inputOf,
  isDirty,
  istClock,
  istToUtcIso,
  validate,
  type FieldMessages,
  type PostFormValues,
} from "./post-form";
import { postsApi, type PostResult } from "./posts-api";
import { useAutosave } from "./useAutosave";
import { useLeaveWarning } from "./useLeaveWarning";

const fixFields = "Some fields need your attention: see the messages below them.";

/**
 * The post being edited: the form, the last saved version, and the calls that save it (on
 * its own too, for a draft), change its status or delete it. Nothing typed is lost: a
 * refused save keeps the form, a conflicting one is never forced, and leaving with unsaved
 * changes asks first.
 */
export function usePostDraft({
  initialPost,
  defaultAuthor,
  initialNotice,
}: {
  initialPost: PostDetail | null;
  defaultAuthor: string;
  initialNotice: string;
}) {
  const [post, setPost] = useState(initialPost);
  const [saved, setSaved] = useState<PostFormValues>(() =>
    initialPost ? formOf(initialPost) : emptyForm(defaultAuthor),
  );
  const [values, setValues] = useState<PostFormValues>(saved);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState("");
  const [notice, setNotice] = useState(initialNotice);
  const [busy, setBusy] = useState(false);
  const dirty = isDirty(saved, values);
  const { blocker, leave } = useLeaveWarning(dirty);
  // A second save while one is under way would send a version the server has moved past.
  const savingRef = useRef(false);

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
        setAlert(fixFields);
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
        setAlert(fixFields);
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
          leave(`/admin/posts/${savedPost.id}`, { replace: true, state: { notice: message } });
        }
      }
      return savedPost;
    } finally {
      savingRef.current = false;
      if (!quiet) setBusy(false);
    }
  }

  useAutosave(
    post?.status === "draft" && dirty && Object.keys(validate(values)).length === 0 && !alert,
    values,
    () => save({ quiet: true }),
  );

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

  /** Schedules the post for `at`, a datetime-local value in India time. */
  function schedule(at: string) {
    const publishAt = istToUtcIso(at);
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
    if (!result.ok) {
      setAlert(result.error);
      return;
    }
    leave("/admin/posts", { state: { notice: `“${post.title}” was deleted.` } });
  }

  return {
    post,
    saved,
    values,
    setValues,
    errors,
    alert,
    notice,
    busy,
    dirty,
    blocker,
    save,
    publish,
    schedule,
    unpublish,
    remove,
  };
}
