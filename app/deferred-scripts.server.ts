import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { carouselMarker, earlyCarouselTaps } from "./components/carousel/early-taps.server";
import { sessionPath } from "./features/auth/auth-api";
import { earlySubmit, needsEarlySubmit } from "./features/forms/early-submit.server";

/**
 * React Router's `<Scripts />` writes a `modulepreload` link for every module a page needs and
 * one inline module script that imports them and starts hydration. The preload scanner fetches
 * all of them, at high priority, while the page is still being laid out. Lighthouse's simulation
 * puts on the path to the first paint every high-priority script that ended before the paint it
 * observed, and on the path to the largest paint every request that ended before that one: 110
 * KB of JavaScript on simulated slow 4G, for paints that need none of it. `<Scripts />` has no switch for this,
 * so the document is rewritten as it leaves the server (decision 0020):
 *
 * - the preload links go;
 * - the module script becomes an inert data block with the same text;
 * - a small classic script at the end of the head waits for the first contentful paint, then
 *   asks for every module and for the visitor's session at once, and puts the module script
 *   back (once the document is parsed), which hydrates exactly as before.
 *
 * The text is unchanged, so a hash-based policy (prerendered and cached pages) allows the module
 * script under the hash of the data block; a nonce-based one gets the nonce copied across.
 */

const modulePreloadLink = /<link rel="modulepreload"[^>]*\bhref="([^"]*)"[^>]*>/g;
const routeModulesScript =
  /<script\b([^>]*\btype="module"[^>]*)>((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
const routeModulesMarker = "__reactRouterRouteModules";
const nonceAttribute = /\bnonce="([^"]*)"/;

export const deferredModulesId = "rr-modules";

/**
 * Runs where the parser meets it, in the head, and removes itself, so hydration never sees it.
 * It waits for the first contentful paint as the browser reports it (a frame can be drawn before
 * the page's content is, and the paint can come before the whole document has arrived): the
 * paint's observer, and a look at each frame, which often learns of it a task sooner (the
 * observer's own list decides, as a test's fake clock empties `performance`'s). Then it
 * preloads every module at once, as the links did, so the imports do not become a waterfall, and
 * the session, which the navigation asks for as soon as React runs. A browser that reports no
 * paint timing starts after the first frame; a hidden document (a tab opened in the background)
 * paints nothing and starts at once.
 */
export const startAfterFirstPaint = (modules: readonly string[]) =>
  `(()=>{document.currentScript.remove();let started=false;const run=()=>{const data=document.getElementById("${deferredModulesId}"),script=document.createElement("script");script.type="module";script.async=true;script.nonce=data.nonce;script.textContent=data.textContent;data.replaceWith(script)};const preload=(rel,href,as)=>{const link=document.createElement("link");link.rel=rel;link.href=href;if(as){link.as=as;link.crossOrigin="use-credentials"}document.head.append(link)};const start=()=>{if(started)return;started=true;for(const href of ${JSON.stringify(modules)})preload("modulepreload",href);preload("preload",${JSON.stringify(sessionPath)},"fetch");document.readyState==="loading"?document.addEventListener("DOMContentLoaded",run):run()};if(document.visibilityState==="hidden")start();else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){const fcp="first-contentful-paint";new PerformanceObserver((list,observer)=>{if(list.getEntriesByName(fcp).length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});const poll=()=>{if(started)return;performance.getEntriesByName(fcp).length?start():requestAnimationFrame(poll)};requestAnimationFrame(poll)}else requestAnimationFrame(()=>setTimeout(start))})()`;

/**
 * Controls that work from the first paint, before React: the mark of a page that has one, and
 * the script that drives it until React takes over. Only a page with the control gets it.
 */
const earlyControls = [
  { wanted: (html: string) => html.includes(carouselMarker), script: earlyCarouselTaps },
  { wanted: needsEarlySubmit, script: earlySubmit },
];

/** The document with its scripts started after the first paint; unchanged if it has none. */
export function deferScripts(html: string): string {
  const script = routeModulesScript.exec(html);
  if (!script) return html;
  const [whole, , text] = script;
  const nonce = nonceAttribute.exec(script[1] ?? "")?.[1];
  const nonceHtml = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const modules: string[] = [];
  const before = html.slice(0, script.index).replace(modulePreloadLink, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  const early = earlyControls
    .filter((control) => control.wanted(before))
    .map((control) => `<script${nonceHtml}>${control.script}</script>`)
    .join("");
  const loader = `<script${nonceHtml}>${startAfterFirstPaint(modules)}</script>${early}`;
  const dataBlock = `<script type="text/x-deferred-module" id="${deferredModulesId}"${nonceHtml}>${text}</script>`;
  const headEnd = before.includes("</head>") ? before.indexOf("</head>") : before.length;
  return (
    before.slice(0, headEnd) +
    loader +
    before.slice(headEnd) +
    dataBlock +
    html.slice(script.index + whole.length)
  );
}

/**
 * `deferScripts` on a streamed document: holds the bytes back until the module script has
 * passed (it ends the shell, which React writes in one go), then lets the rest stream through.
 */
export function deferScriptsStream(): Transform {
  // The shell's bytes and its text so far, each chunk decoded once as it comes (a character
  // split across chunks waits in the decoder for its other half). The text is joined only once
  // the marker has come: searching the whole of it at every chunk made this quadratic.
  const held: Buffer[] = [];
  const decoder = new StringDecoder("utf8");
  const pieces: string[] = [];
  // The end of the text before this chunk, for a marker that straddles two chunks.
  let tail = "";
  let markerSeen = false;
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (rewritten) return callback(null, chunk);
      held.push(chunk);
      const decoded = decoder.write(chunk);
      pieces.push(decoded);
      const recent = tail + decoded;
      markerSeen ||= recent.includes(routeModulesMarker);
      tail = recent.slice(-routeModulesMarker.length);
      if (!markerSeen) return callback();
      const text = pieces.join("");
      pieces.length = 0;
      pieces.push(text);
      const script = routeModulesScript.exec(text);
      if (!script) return callback();
      rewritten = true;
      const head = text.slice(0, script.index + script[0].length);
      const rest = Buffer.concat(held).subarray(Buffer.byteLength(head));
      held.length = 0;
      pieces.length = 0;
      callback(null, Buffer.concat([Buffer.from(deferScripts(head)), rest]));
    },
    flush(callback) {
      callback(null, Buffer.concat(held));
    },
  });
}
