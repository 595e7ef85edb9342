import { DomUtils, parseDocument } from "htmlparser2";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { certificateMessages } from "#shared/domain/certificates";
import { certificateLookupsPerMinute, certificateRendersPerMinute } from "#server/http/rate-limit";
import { withdrawCertificates } from "#server/services/certificates/holder";
import { signUpVisitor } from "../../support/accounts";
import { certificateServer, staff } from "./setup";

/**
 * Issue 40: a certificate's public page, the one a recruiter opens from its QR code — what it
 * says in each state, what it tells link previews and search engines — its PDF, the look-up
 * form, the holder's certificates on /account and their ticket, and the rate limit.
 */

const site = certificateServer();
const { server, projectWithStudents, certificatesOf, ticketToken } = site;
const certificates = () => server().services.certificates;
const period = "5 Dec 2026 – 30 Jan 2027 · 24 hours";

const get = (path: string, cookie?: string) =>
  fetch(server().url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** The text of the page's main landmark, as a reader sees it (entities decoded). */
const mainText = (html: string) => {
  const main = DomUtils.findOne((element) => element.name === "main", parseDocument(html).children);
  return main ? DomUtils.textContent(main).replace(/\s+/g, " ") : "";
};

/** The content of a `<meta property|name=…>`, or undefined. */
const metaOf = (html: string, key: string) => {
  const element = DomUtils.findOne(
    (each) => each.name === "meta" && (each.attribs.property ?? each.attribs.name) === key,
    parseDocument(html).children,
  );
  return element?.attribs.content;
};

/** A paid student of a project of its own, ticked complete and issued a certificate. */
async function issuedCertificate() {
  const { project, students } = await projectWithStudents(1);
  const student = students[0]!;
  await certificates().projects.issue(project.id, { designId: "", period }, staff);
  const [row] = await certificatesOf([student.registrationId]);
  if (!row) throw new Error("no certificate was issued");
  return { project, student, id: row.id, name: row.holder_name, programme: row.programme };
}

describe("a certificate's page", () => {
  it("says a valid certificate is valid, with what it states and the links to keep it", async () => {
    const { id, name, programme } = await issuedCertificate();
    const page = await get(`/certificates/${id}`);
    expect(page.status).toBe(200);
    // Revalidated every time, so a revocation shows at once; not indexed until the holder says.
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    const text = mainText(html);
    expect(text).toContain("Valid certificate");
    expect(text).toContain(name);
    expect(text).toContain(programme);
    expect(text).toContain(period);
    expect(text).toContain(id);
    expect(text).toMatch(/Signed by.+,/);
    expect(text).toContain(
      "This page is the record: a certificate is genuine only if its ID shows it here as valid.",
    );
    expect(html).toContain(`href="/certificates/${id}/certificate.pdf"`);
    expect(html).toMatch(
      /href="https:\/\/www\.linkedin\.com\/profile\/add\?[^"]+" target="_blank" rel="noopener"/,
    );
    expect(text).toContain("Add to your LinkedIn profile");
    // Nothing else about the person: not their address, not their college.
    expect(html).not.toContain("@student.example");
    expect(html).not.toContain("CBIT");

    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    const origin = server().config.siteUrl.origin;
    expect(html).toContain(`<title>Certificate ${id} · ${programme} | Kodeveda</title>`);
    expect(metaOf(html, "og:title")).toContain(`Certificate ${id}`);
    expect(metaOf(html, "og:description")).toBe(
      `${name} completed ${programme} with Kodeveda (${period}). Verify this certificate.`,
    );
    expect(metaOf(html, "og:image")).toBe(`${origin}/certificates/${id}/image.png`);
    expect(metaOf(html, "og:image:width")).toBe("1200");
    expect(metaOf(html, "og:image:height")).toBe("630");
    expect(metaOf(html, "og:image:alt")).toContain(name);
    expect(metaOf(html, "og:type")).toBe("website");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
  });

  it("lets search engines in once the holder allows it", async () => {
    const { id, student } = await issuedCertificate();
    await certificates().holders.setIndexable(id, student.email, true);
    const page = await get(`/certificates/${id}`);
    expect(page.headers.get("x-robots-tag")).toBeNull();
    const html = await page.text();
    expect(metaOf(html, "robots")).toBeUndefined();
    expect(metaOf(html, "og:image")).toBeDefined();
  });

  it("sends an ID typed in lower case or without dashes on to its one address", async () => {
    const { id } = await issuedCertificate();
    for (const typed of [
      id.toLowerCase(),
      id.replace(/-/g, ""),
      id.replace(/-/g, "").toLowerCase(),
    ]) {
      const page = await get(`/certificates/${typed}`);
      expect(page.status, typed).toBe(301);
      expect(page.headers.get("location"), typed).toBe(`/certificates/${id}`);
    }
  });

  it("says a revoked certificate was revoked, when and why, with whom and what it was for", async () => {
    const { id, name, programme } = await issuedCertificate();
    await certificates().staff.revoke(id, "Issued to the wrong batch", staff);
    const page = await get(`/certificates/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    const text = mainText(html);
    expect(text).toContain(certificateMessages.revoked);
    expect(text).toMatch(/Revoked on \d{1,2} \w+ \d{4}\./);
    expect(text).toContain("Reason: Issued to the wrong batch");
    expect(text).toContain(name);
    expect(text).toContain(programme);
    expect(html).not.toContain("certificate.pdf");
    expect(html).not.toContain("linkedin.com/profile/add");
    expect(metaOf(html, "og:title")).toBeUndefined();
    expect(metaOf(html, "og:image")).toBeUndefined();
    expect(metaOf(html, "robots")).toBe("noindex");
  });

  it("says a replaced certificate was replaced, and links to the corrected one", async () => {
    const { id } = await issuedCertificate();
    const replacement = await certificates().staff.reissue(id, "Ananya R. Reddy", staff);
    const page = await get(`/certificates/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(mainText(html)).toContain(certificateMessages.replaced);
    expect(html).toContain(`href="/certificates/${replacement.id}"`);
    expect(metaOf(html, "og:image")).toBeUndefined();
    const corrected = mainText(await (await get(`/certificates/${replacement.id}`)).text());
    expect(corrected).toContain("Valid certificate");
    expect(corrected).toContain("Ananya R. Reddy");
  });

  it("says only that a withdrawn certificate was withdrawn, and names nobody", async () => {
    const { id, name, programme } = await issuedCertificate();
    await server()
      .database.db.transaction()
      .execute((trx) => withdrawCertificates(trx, [id], new Date()));
    const page = await get(`/certificates/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    expect(mainText(html)).toContain(certificateMessages.withdrawn);
    // Not in the page, its title, its meta or the data the page carries for its script.
    expect(html).not.toContain(name);
    expect(html).not.toContain(programme);
    const data = await (await get(`/certificates/${id}.data`)).text();
    expect(data).not.toContain(name);
    expect(data).not.toContain(programme);
  });

  it("answers 404 with the look-up form for an ID no certificate has", async () => {
    for (const typed of ["KV-2222-2222", "not-an-id"]) {
      const page = await get(`/certificates/${typed}`);
      expect(page.status, typed).toBe(404);
      expect(page.headers.get("x-robots-tag"), typed).toBe("noindex");
      const html = await page.text();
      const text = mainText(html);
      expect(text, typed).toContain(certificateMessages.unknown);
      expect(html, typed).toMatch(/<form[^>]* action="\/certificates" method="get"/);
      expect(metaOf(html, "og:title"), typed).toBeUndefined();
    }
  });
});

describe("a certificate's PDF", () => {
  it("is a PDF while the certificate is valid, and none once it is revoked", async () => {
    const { id } = await issuedCertificate();
    const pdf = await get(`/certificates/${id}/certificate.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `inline; filename="Kodeveda-certificate-${id}.pdf"`,
    );
    expect(pdf.headers.get("cache-control")).toBe("no-cache");
    expect(pdf.headers.get("x-robots-tag")).toBe("noindex");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await certificates().staff.revoke(id, "Issued in error", staff);
    expect((await get(`/certificates/${id}/certificate.pdf`)).status).toBe(404);
    expect((await get(`/certificates/${id}/image.png`)).status).toBe(404);
  });
});

describe("the look-up form", () => {
  it("sends a typed ID on to its page, and answers an unknown one at the field", async () => {
    const { id } = await issuedCertificate();
    const found = await get(`/certificates?id=${encodeURIComponent(id.toLowerCase())}`);
    expect(found.status).toBe(302);
    expect(found.headers.get("location")).toBe(`/certificates/${id}`);

    const page = await get("/certificates?id=KV-2222-2223");
    const html = await page.text();
    expect(mainText(html)).toContain(certificateMessages.unknown);
    expect(html).toMatch(/aria-invalid="true"/);

    const empty = await get("/certificates");
    expect(empty.status).toBe(200);
    expect(mainText(await empty.text())).toContain("Verify a certificate");
  });
});

/** Marks an address as confirmed, as the emailed link would. */
const confirmAddress = (email: string) =>
  sql`update "user" set "emailVerified" = ${server().database.dialect === "postgres" ? sql`true` : sql`1`} where email = ${email}`.execute(
    server().database.db,
  );

describe("the holder's certificates", () => {
  it("are on /account, where the holder lets search engines show one, and on their ticket", async () => {
    const { id, student, programme } = await issuedCertificate();
    const holder = await signUpVisitor(server(), student.email);
    await confirmAddress(student.email);
    const account = await (await get("/account", holder.cookie)).text();
    const text = mainText(account);
    expect(text).toContain("Your certificates");
    expect(text).toContain(programme);
    expect(text).toContain("Let search engines show this certificate's page");
    expect(account).toContain(`href="/certificates/${id}"`);

    const change = (indexable: boolean, headers: Record<string, string> = {}) =>
      fetch(`${server().url}/account`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: holder.cookie, ...headers },
        body: new URLSearchParams({ certificate: id, ...(indexable ? { indexable: "on" } : {}) }),
      });
    const other = await change(true, { origin: "https://elsewhere.example" });
    expect(other.status).toBe(403);
    expect((await get(`/certificates/${id}`)).headers.get("x-robots-tag")).toBe("noindex");

    const saved = await change(true);
    expect(saved.status).toBe(200);
    expect(mainText(await saved.text())).toContain("Saved: search engines may show");
    expect((await get(`/certificates/${id}`)).headers.get("x-robots-tag")).toBeNull();

    const ticket = await get(`/tickets/${await ticketToken(student.reference)}`);
    const ticketHtml = await ticket.text();
    expect(mainText(ticketHtml)).toContain("Your certificate");
    expect(ticketHtml).toContain(`href="/certificates/${id}"`);
    expect(ticketHtml).toContain(`href="/certificates/${id}/certificate.pdf"`);
  });
});

describe("the rate limit", () => {
  it("answers 429 with Retry-After once an address has used its share, renders apart", async () => {
    let renders = 0;
    let answer: Response;
    do {
      renders += 1;
      answer = await get("/certificates/KV-2222-2222/image.png");
    } while (answer.status !== 429 && renders <= certificateRendersPerMinute + 5);
    expect(answer.status).toBe(429);
    // The tests above used some of the share already.
    expect(renders).toBeLessThanOrEqual(certificateRendersPerMinute + 1);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answer.text()).toContain("Please wait a minute");
    // The pages count apart from the pictures and PDFs.
    expect((await get("/certificates/KV-2222-2222")).status).toBe(404);

    let pages = 0;
    do {
      pages += 1;
      answer = await get("/certificates/KV-2222-2222");
    } while (answer.status !== 429 && pages <= certificateLookupsPerMinute + 5);
    expect(answer.status).toBe(429);
    expect(pages).toBeLessThanOrEqual(certificateLookupsPerMinute + 1);
    expect(answer.headers.get("retry-after")).not.toBeNull();
    expect((await get("/certificates?id=KV-2222-2222")).status).toBe(429);
  });
});
