import { blogPostStatusLabels, type BlogPostStatus } from "#shared/domain/blog";
import { RecordsTable } from "../RecordsTable";
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
  return (
    <RecordsTable
      rows={posts}
      empty="No posts match."
      label="Blog posts table"
      headings={["Title", "Status", "Category", "Author", "Updated"]}
      keyOf={(post) => post.id}
      editorOf={(post) => `/admin/posts/${post.id}`}
      titleOf={(post) => post.title}
      noteOf={(post) => <span className="block text-slate-600">/blog/{post.slug}</span>}
      cellsOf={(post) => [
        {
          content: (
            <>
              {blogPostStatusLabels[post.status]}
              {post.status === "scheduled" && post.publishAt && (
                <span className="block text-slate-600">for {formatIst(post.publishAt)}</span>
              )}
            </>
          ),
        },
        { content: post.category },
        { content: post.author },
        { content: formatIst(post.updatedAt), nowrap: true },
      ]}
    />
  );
}
