/**
 * Pages prerendered at build time cannot know where they will be served. They carry this
 * stand-in wherever an absolute address is needed (canonical and share links, structured
 * data); the server swaps in SITE_URL's origin when it loads them, so one build serves any
 * domain.
 */
export const siteOriginPlaceholder = "https://site-origin.invalid";
