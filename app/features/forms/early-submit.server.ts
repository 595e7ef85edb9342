import { earlySubmitAttribute } from "./early-submit";

/**
 * A form marked `data-early-form` works from the first paint: React's scripts start only after
 * it (decision 0020), about a second and a half later on a slow phone, and its send button
 * stayed disabled until then. Until React Router's module script runs, this small script,
 * written into the page by the server:
 * - enables the send button once the page is parsed (without scripts it stays disabled: there
 *   is no sending without them);
 * - on a send, marks every empty required field as React would (`aria-invalid`, and its
 *   message, already in the page and hidden as `<field id>-error`, shown and named in
 *   `aria-describedby` unless an element named there holds it; Field's `emptyMessage`) and
 *   focuses the first; with none empty, it holds the form (`data-early-submit`), and React
 *   sends it once it has the page (`useEarlyForm`);
 * - unmarks a field as it is edited;
 * - keeps any other form with neither `action` nor `method` (one only React can send) from
 *   leaving as a plain GET of the page, with what was typed (a staff password) in its
 *   address, until React has the page.
 * It never submits the form to the server itself, and never writes text or nodes, so React
 * hydrates the content the server wrote. From the moment React Router's scripts run it only
 * keeps the browser from sending the form as a plain request; React does the rest.
 */
// On every page with the site's footer (its newsletter box is such a form), and every page with
// a form only React sends (the portal's sign-in, which has no footer: needsEarlySubmit).
export const earlySubmit = `(()=>{const waiting=()=>!window.__reactRouterRouteModules,early=f=>f instanceof HTMLFormElement&&f.hasAttribute("data-early-form"),mark=(c,bad)=>{const id=c.id+"-error",m=document.getElementById(id);if(!m)return;bad?c.setAttribute("aria-invalid","true"):c.removeAttribute("aria-invalid");m.hidden=!bad;const ids=(c.getAttribute("aria-describedby")||"").split(" ").filter(x=>x&&x!==id);if(bad&&!ids.some(x=>document.getElementById(x)?.contains(m)))ids.push(id);ids.length?c.setAttribute("aria-describedby",ids.join(" ")):c.removeAttribute("aria-describedby")};document.addEventListener("submit",e=>{const f=e.target;if(!early(f)){if(f instanceof HTMLFormElement&&!f.hasAttribute("action")&&!f.hasAttribute("method")&&document.documentElement.dataset.hydrated!=="true")e.preventDefault();return}e.preventDefault();if(!waiting())return;let first;for(const c of f.querySelectorAll("[required]")){const bad=!c.value.trim();mark(c,bad);if(bad&&!first)first=c}if(first)first.focus();else f.setAttribute("${earlySubmitAttribute}","")},true);document.addEventListener("input",e=>{const c=e.target;if(waiting()&&c instanceof Element&&early(c.form)&&c.hasAttribute("aria-invalid"))mark(c,false)},true);document.addEventListener("DOMContentLoaded",()=>{if(waiting())for(const b of document.querySelectorAll("form[data-early-form] [type=submit]"))b.disabled=false})})()`;

/** The marker of a page that has such a form, as React writes the attribute. */
export const earlyFormMarker = "data-early-form=";

/** A form with neither `action` nor `method`, as React writes one: only React can send it. */
const formOnlyReactSends = /<form\b(?![^>]*\s(?:action|method)=)[^>]*>/;

/** Whether a page's HTML has a form the script must hold or keep from leaving before React. */
export const needsEarlySubmit = (html: string) =>
  html.includes(earlyFormMarker) || formOnlyReactSends.test(html);
