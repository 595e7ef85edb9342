import { useLocation, type ShouldRevalidateFunction } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { staffOnly } from "../features/admin/page-guard.server";
import { PostEditor } from "../features/admin/posts/PostEditor";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-posts-edit";

/** /admin/posts/new and /admin/posts/:id: the editor, for signed-in staff (admins and editors). */
export const loader = staffOnly(async ({ params, context }: Route.LoaderArgs, admin) => {
  if (params.id === "new") return { post: null, defaultAuthor: admin.name };
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  const post = await context.services.blogPosts.get(id);
  if (!post) throw new Response("Not found", { status: 404 });
  return { post, defaultAuthor: admin.name };
});

/**
 * The editor keeps the post it works on: another tab's sign-in or the header's revalidation
 * must not reload it under the trainer's typing. Only opening another post loads one.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) => (currentParams.id !== nextParams.id ? defaultShouldRevalidate : false);

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData.post ? `Edit: ${loaderData.post.title}` : "New post",
    description: "Kodeveda staff portal.",
    path: `/admin/posts/${params.id}`,
    noindex: true,
  });

export default function AdminPostEdit({ loaderData }: Route.ComponentProps) {
  const { post, defaultAuthor } = loaderData;
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  return (
    <>
      <PageHeader
        title={post ? "Edit post" : "New post"}
        intro="Write, save as a draft, preview, then publish now or at a set time (India time)."
        breadcrumbs={[
          { name: "Admin", path: "/admin" },
          { name: "Blog posts", path: "/admin/posts" },
        ]}
      />
      <PostEditor
        // A new post, once saved, opens under its id: the editor carries on with it.
        key={post ? post.id : "new"}
        post={post}
        defaultAuthor={defaultAuthor}
        notice={typeof notice === "string" ? notice : ""}
      />
    </>
  );
}
