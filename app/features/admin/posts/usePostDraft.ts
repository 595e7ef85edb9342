import { blogMessages } from "#shared/domain/blog";
import type { PostDetail } from "#shared/schemas/blog-post";
import { useDraft, type DraftKind, type DraftResult } from "../useDraft";
import {
  emptyForm,
  formatIst,
  formOf,
  inputOf,
  isDirty,
  validate,
  type FieldMessages,
  type PostFormValues,
} from "./post-form";
import { postsApi, type PostResult } from "./posts-api";
import { useAutosave } from "./useAutosave";

const asResult = (result: PostResult): DraftResult<PostDetail, FieldMessages> =>
  result.ok ? { ok: true, data: result.post } : result;

const postDraft: DraftKind<PostDetail, PostFormValues, FieldMessages> = {
  formOf,
  isDirty,
  validate,
  store: async (post, values) =>
    asResult(
      post
        ? await postsApi.update(post.id, post.version, inputOf(values))
        : await postsApi.create(inputOf(values)),
    ),
  remove: (post) => postsApi.remove(post.id),
  pathOf: (post) => `/admin/posts/${post.id}`,
  listPath: "/admin/posts",
  titleOf: (post) => post.title,
  // The slug becomes the saved one.
  afterSave: (values, saved) => ({ ...values, slug: saved.slug, slugEdited: true }),
  refusalField: (refusal) =>
    refusal.status === 409 && refusal.error === blogMessages.slugTaken ? "slug" : undefined,
};

/**
 * The post being edited (see useDraft): saved on its own too while it is a draft, and
 * published, scheduled or unpublished with what was typed saved first.
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
  const draft = useDraft(postDraft, {
    initial: initialPost,
    emptyValues: () => emptyForm(defaultAuthor),
    initialNotice,
  });
  const { record: post, values, dirty, alert, save, afterSaving, took } = draft;

  useAutosave(
    post?.status === "draft" && dirty && Object.keys(validate(values)).length === 0 && !alert,
    values,
    () => save({ quiet: true }),
  );

  /** Saves pending changes first, then changes the status with the version that gives. */
  const changeStatus = (
    call: (post: PostDetail) => Promise<PostResult>,
    done: (post: PostDetail) => string,
  ) =>
    afterSaving(
      async (current) => asResult(await call(current)),
      (after) => took(after, done(after), values),
    );

  const publish = () =>
    changeStatus(
      (current) => postsApi.publish(current.id, current.version),
      (after) => `Published: the post is live at /blog/${after.slug}.`,
    );

  /** Schedules the post for `at`, a datetime-local value in India time. */
  function schedule(at: string) {
    const publishAt = draft.scheduleTime(at, "publishAt", blogMessages.scheduleInPast);
    if (!publishAt) return;
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

  return {
    post,
    saved: draft.saved,
    values,
    setValues: draft.setValues,
    errors: draft.errors,
    alert,
    notice: draft.notice,
    busy: draft.busy,
    dirty,
    blocker: draft.blocker,
    save,
    publish,
    schedule,
    unpublish,
    remove: draft.remove,
  };
}
