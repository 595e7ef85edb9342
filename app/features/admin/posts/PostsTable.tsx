import { Link } from "react-router";
import { blogPostStatusLabels, type BlogPostStatus } from "#shared/domain/blog";
import { formatIst } from "./post-form";

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  category: string;
  author: string;
  status: BlogPostStatus;
  publishAt: string | null;
  updatedAt: string;
}

/** One page of posts, each title opening its editor. Times are India's. */
export function PostsTable({ posts }: { posts: PostRow[] }) {
  if (posts.length === 0) {
    return <p className="mt-6 text-slate-700">No posts match.</p>;
  }
  return (
    <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Blog posts table">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-300 text-slate-600">
          <tr>
            {["Title", "Status", "Category", "Author", "Updated"].map((label) => (
              <th key={label} scope="col" className="py-2 pr-4 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {posts.map((post) => (
            <tr key={post.id} className="border-b border-slate-200 align-top">
              <td className="max-w-sm py-3 pr-4 break-words">
                <Link
                  to={`/admin/posts/${post.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {post.title}
                </Link>
                <span className="block text-slate-600">/blog/{post.slug}</span>
              </td>
              <td className="py-3 pr-4">
                {blogPostStatusLabels[post.status]}
                {post.status === "scheduled" && post.publishAt && (
                  <span className="block text-slate-600">for {formatIst(post.publishAt)}</span>
                )}
              </td>
              <td className="py-3 pr-4">{post.category}</td>
              <td className="py-3 pr-4">{post.author}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatIst(post.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
