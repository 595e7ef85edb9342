/**
 * The carousels' buttons work from the first paint, as the menu does: React's scripts start
 * only after it (decision 0020), about a second and a half later on a slow phone, and a tap
 * before then was lost. Until React Router's module script runs, this small script, written
 * into the page by the server, moves a carousel the way `useCarousel` would; React then takes
 * the carousel over at the slide it shows (`useCarousel`, `data-index`).
 *
 * It only sets attributes React renders from the index (never text, never nodes), so the
 * page React hydrates has the same content as the server's:
 * - the carousel: `data-carousel`, `data-index` (the slide shown);
 * - each slide: `data-carousel-slide`, `aria-hidden` and `inert` unless it is the one shown;
 * - a dot: `data-carousel-go="<index>"`, `aria-current="true"` on the one shown;
 * - an arrow: `data-carousel-step="1"` or `"-1"`;
 * - anything shown for one slide only (the testimonials' "2 / 4"): `data-carousel-position`,
 *   `hidden` unless it is that slide's.
 */
export const earlyCarouselTaps = `document.addEventListener("click",e=>{if(window.__reactRouterRouteModules||!(e.target instanceof Element))return;const b=e.target.closest("[data-carousel-go],[data-carousel-step]"),r=b&&b.closest("[data-carousel]");if(!r)return;const s=r.querySelectorAll("[data-carousel-slide]"),n=s.length,k=b.dataset.carouselGo!==undefined?Number(b.dataset.carouselGo):(Number(r.dataset.index)+Number(b.dataset.carouselStep)+n)%n;r.dataset.index=k;s.forEach((x,i)=>{x.setAttribute("aria-hidden",String(i!==k));x.toggleAttribute("inert",i!==k)});r.querySelectorAll("[data-carousel-go]").forEach(x=>Number(x.dataset.carouselGo)===k?x.setAttribute("aria-current","true"):x.removeAttribute("aria-current"));r.querySelectorAll("[data-carousel-position]").forEach(x=>x.toggleAttribute("hidden",Number(x.dataset.carouselPosition)!==k))})`;

/** The marker of a page that has a carousel, as React writes the attribute. */
export const carouselMarker = "data-carousel=";
