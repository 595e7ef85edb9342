import { lazy, Suspense } from "react";
import { useHydrated } from "#app/hooks/useHydrated";
import { EditorPlaceholder } from "./EditorPlaceholder";
import { FieldError } from "./post-field";
import { uploadImage } from "./posts-api";

// TipTap (ProseMirror) is large: it is fetched only when this screen opens, in its own chunk.
// Nothing here may import @tiptap itself, or it would join the route's chunk.
const BlogEditor = lazy(() => import("./BlogEditor"));

/** A body (a post's, a newsletter's), in the rich-text editor once the page runs in the browser. */
export function PostBodyField({
  label = "Post",
  initialHtml,
  onChange,
  error,
  errorId,
}: {
  /** What is written: the field's heading, and "<label> body" is the editor's name. */
  label?: string;
  /** The saved body: the editor reads it once, when it opens. */
  initialHtml: string;
  onChange: (html: string) => void;
  error: string | undefined;
  errorId: string;
}) {
  // The editor is never rendered on the server, nor before hydration.
  const hydrated = useHydrated();
  return (
    <div>
      <p className="font-medium text-slate-900">{label}</p>
      {hydrated ? (
        <Suspense fallback={<EditorPlaceholder />}>
          <BlogEditor
            initialHtml={initialHtml}
            onChange={onChange}
            uploadImage={uploadImage}
            errorId={error ? errorId : undefined}
            ariaLabel={`${label} body`}
          />
        </Suspense>
      ) : (
        <EditorPlaceholder />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
