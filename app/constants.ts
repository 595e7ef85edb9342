/** The specification's timings and limits (docs/product.md §9), each defined once. */

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
/** The contact form returns to idle this long after a message is sent. */
export const contactResetMs = 5_000;
/** After a failed send the contact button reads "Failed" this long, then "Try Again". */
export const contactFailedMs = 2_000;
/** The booking form returns to idle this long after success or error. */
export const bookingResetMs = 5_000;
/** Newsletter boxes return to idle this long after success or error. */
export const newsletterResetMs = 4_000;
