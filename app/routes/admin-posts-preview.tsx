import { staffOnly } from "../features/admin/page-guard.server";
import { ArticlePreview } from "../features/admin/posts/ArticlePreview";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-posts-preview";

/**
 * /admin/posts/:id/preview: the post as its article page shows it, draft or not, for an
 * admin or an editor only, with its code highlighted on the server as on the article page.
 */
export const loader = staffOnly(async ({ params, context }: Route.LoaderArgs) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new Response("Not found", { status: 404 });
  const post = await context.services.blogPosts.preview(id);
  if (!post) throw new Response("Not found", { status: 404 });
  return { post };
});

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: `Preview: ${loaderData.post.title}`,
    description: "Kodeveda staff portal.",
    path: `/admin/posts/${params.id}/preview`,
    noindex: true,
  });

export default function AdminPostPreview({ loaderData }: Route.ComponentProps) {
  return <ArticlePreview post={loaderData.post} />;
}
