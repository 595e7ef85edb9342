/**
 * How wide a picture in an article's column is shown (the page's max-w-3xl, less its px-4
 * padding), for the cover's and the body's srcset alike. Apart from the portal's blog module
 * (shared/domain/blog.ts) so the article page does not load the portal's words with it.
 */
export const articleImageSizes = "(min-width: 48rem) 46rem, calc(100vw - 2rem)";
