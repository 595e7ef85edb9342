/**
 * How a post's body (HTML from the editor) looks, on the article page and in the staff's
 * preview alike: Tailwind classes for the elements the allow-list keeps.
 */
export const articleBodyClass =
  "article-body mt-10 space-y-5 text-lg leading-8 text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900 [&_h4]:font-bold [&_img]:h-auto [&_picture]:block [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:p-4 [&_pre]:text-base [&_ul]:list-disc [&_ul]:pl-6";
