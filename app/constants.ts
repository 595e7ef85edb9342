/** The specification's timings and limits (SPEC.md §9), each defined once. */

/** Hero and testimonial carousels advance this often. */
export const carouselIntervalMs = 5_000;
/** Home-page counters count up over this long once scrolled into view. */
export const counterDurationMs = 2_000;
/** The navigation turns translucent after the page scrolls this far. */
export const navTranslucentAfterPx = 20;
/** Project cards list at most this many technologies, then "+N". */
export const projectCardMaxTechnologies = 3;
/** Statistics shown on the home page. */
export const stats = [
  { value: 1200, suffix: "+", label: "Students Trained" },
  { value: 5, suffix: "+", label: "Partner Colleges" },
] as const;
