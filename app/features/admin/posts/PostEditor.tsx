import { useId, useState } from "react";
import type { PostDetail } from "#shared/schemas/blog-post";
import { CoverImageField } from "./CoverImageField";
import { PostActions } from "./PostActions";
import { PostBodyField } from "./PostBodyField";
import { PostFields } from "./PostFields";
import { utcIsoToIstInput } from "./post-form";
import { PostStatusBanner } from "./PostStatusBanner";
import { ScheduleField } from "./ScheduleField";
import { usePostDraft } from "./usePostDraft";
import { LeaveWarningDialog } from "./LeaveWarningDialog";

/**
 * The post editor: fields, body, save (and autosave for drafts), publish, schedule,
 * unpublish, delete and preview.
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
  const draft = usePostDraft({ initialPost, defaultAuthor, initialNotice });
  const { post, values, setValues, errors, busy, blocker } = draft;
  const [scheduleAt, setScheduleAt] = useState(() =>
    initialPost?.publishAt ? utcIsoToIstInput(initialPost.publishAt) : "",
  );
  const errorIdOf = (field: string) => `${id}-${field}-error`;

  return (
    <div className="mx-auto max-w-4xl px-4 pb-16">
      <PostStatusBanner post={post} dirty={draft.dirty} notice={draft.notice} alert={draft.alert} />

      <form
        noValidate
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void draft.save();
        }}
      >
        <PostFields values={values} update={setValues} errors={errors} errorIdOf={errorIdOf} />

        <CoverImageField
          values={values}
          onChange={(cover) => setValues((current) => ({ ...current, ...cover }))}
          srcError={errors.coverSrc}
          altError={errors.coverAlt}
          errorIdOf={errorIdOf}
        />

        <PostBodyField
          initialHtml={draft.saved.bodyHtml}
          onChange={(bodyHtml) => setValues((current) => ({ ...current, bodyHtml }))}
          error={errors.bodyHtml}
          errorId={errorIdOf("bodyHtml")}
        />

        <PostActions
          post={post}
          busy={busy}
          dirty={draft.dirty}
          onPublish={() => void draft.publish()}
          onUnpublish={() => void draft.unpublish()}
          onDelete={draft.remove}
        />

        {post?.status !== "published" && (
          <ScheduleField
            value={scheduleAt}
            onChange={setScheduleAt}
            onSchedule={() => draft.schedule(scheduleAt)}
            busy={busy}
            error={errors.publishAt}
            errorId={errorIdOf("publishAt")}
          />
        )}
      </form>

      <LeaveWarningDialog blocker={blocker} />
    </div>
  );
}
