import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferScripts, deferScriptsStream, deferredModulesId } from "./deferred-scripts.server";
import { earlyCarouselTaps } from "./components/carousel/early-taps.server";
import { sessionPath } from "./features/auth/auth-api";
import { earlySubmit } from "./features/forms/early-submit.server";

const moduleText = `import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-C.js");`;

const page = (nonce?: string) => {
  const attr = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html lang="en-IN"><head><title>Kodeveda – प्रशिक्षण</title>` +
    `<link rel="modulepreload" href="/assets/entry.client-C.js"${attr}/>` +
    `<link rel="modulepreload" href="/assets/framework-D.js"${attr}/>` +
    `</head><body><p>Hello</p><script${attr}>window.__reactRouterContext = {};</script>` +
    `<script${attr} type="module" async="">${moduleText}</script>` +
    `<script${attr}>stream chunk</script></body></html>`
  );
};

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64");
const scripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({
    attrs: attrs ?? "",
    body: body ?? "",
  }));

describe("deferScripts", () => {
  it("takes the module preloads out, so nothing but the HTML comes before the first paint", () => {
    const html = deferScripts(page());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain("<p>Hello</p>");
  });

  it("keeps the module script's text byte for byte, so its CSP hash still allows it", () => {
    const html = deferScripts(page());
    const data = scripts(html).find((script) => script.attrs.includes(deferredModulesId));
    expect(data?.attrs).toContain('type="text/x-deferred-module"');
    expect(sha256(data?.body ?? "")).toBe(sha256(moduleText));
  });

  it("starts the same modules and the session after the first paint, all at once", () => {
    const html = deferScripts(page());
    const loader = scripts(html).find((script) => script.body.includes("first-contentful-paint"));
    expect(loader?.body).toContain('["/assets/entry.client-C.js","/assets/framework-D.js"]');
    expect(loader?.body).toContain(`"${sessionPath}","fetch"`);
    // In the head, so a paint before the whole document has arrived starts them at once.
    expect(html.indexOf("first-contentful-paint")).toBeLessThan(html.indexOf("</head>"));
    // The stream's later scripts follow, as before.
    expect(html.indexOf("stream chunk")).toBeGreaterThan(html.indexOf(deferredModulesId));
  });

  it("carries a per-request nonce to the data block and the script that starts it", () => {
    const html = deferScripts(page("abc123"));
    const ours = scripts(html).filter(
      (script) => script.attrs.includes(deferredModulesId) || script.body.includes("modulepreload"),
    );
    expect(ours).toHaveLength(2);
    for (const script of ours) expect(script.attrs).toContain('nonce="abc123"');
  });

  it.each([
    ["a carousel", '<section data-carousel="" data-index="0">', earlyCarouselTaps],
    ["a form that works before React", '<form data-early-form="" noValidate="">', earlySubmit],
    // The portal's sign-in: without the script it would leave as a GET with the password.
    ["a form only React sends", '<form class="mt-6 space-y-4" noValidate="">', earlySubmit],
  ])(
    "gives a page with %s the script that drives it before React, and no other page",
    (_, element, early) => {
      const html = deferScripts(page("n0nce").replace("<p>Hello</p>", `${element}<p>Hello</p>`));
      const found = scripts(html).filter((script) => script.body === early);
      expect(found).toHaveLength(1);
      expect(found[0]?.attrs).toContain('nonce="n0nce"');
      expect(html.indexOf(early)).toBeLessThan(html.indexOf("</head>"));
      const plain = scripts(deferScripts(page()));
      expect(
        plain.filter((script) => [earlyCarouselTaps, earlySubmit].includes(script.body)),
      ).toEqual([]);
    },
  );

  it("leaves out the form script where every form is sent by the browser itself", () => {
    const html = deferScripts(
      page().replace("<p>Hello</p>", '<form method="get" action="/admin/bookings"><p>Hello</p>'),
    );
    expect(scripts(html).filter((script) => script.body === earlySubmit)).toEqual([]);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const html = "<html><head></head><body><script>x()</script></body></html>";
    expect(deferScripts(html)).toBe(html);
  });
});

describe("deferScriptsStream", () => {
  it("gives the same document however the stream is cut, even inside a character", async () => {
    const whole = Buffer.from(page("n0nce"));
    const expected = deferScripts(page("n0nce"));
    for (const size of [1, 7, 64, 1000, whole.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < whole.length; at += size) chunks.push(whole.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(deferScriptsStream()));
      expect(out).toBe(expected);
    }
  });
});
