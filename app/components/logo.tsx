/**
 * The brand mark, written into the page rather than fetched: an image there, or the tab's icon
 * as a file, would be a request before the first paint on every page. public/favicon.svg (the
 * logo search engines are given) is the same drawing; a unit test keeps the two equal.
 */
export const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#174ab0"/><path d="M20 16v32M20 32l16-16M26 27l14 21" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" fill="none"/><circle cx="46" cy="18" r="5" fill="#f08c1a"/></svg>';

export const logoDataUrl = `data:image/svg+xml,${encodeURIComponent(logoSvg)}`;

/** The mark beside the name in the header: decorative, the name is the link's text. */
export function LogoMark({ className }: { className: string }) {
  return <img src={logoDataUrl} alt="" width={32} height={32} className={className} />;
}
