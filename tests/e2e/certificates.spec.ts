import { expect, test, unique } from "./support/fixtures";
import { expectNoAccessibilityViolations, sidewaysScroll } from "./support/page-checks";
import { e2eStaffPort } from "./support/payments";
import {
  acceptInvitation,
  confirmUpiPayment,
  createProject,
  inviteStaff,
  registerAndHandInUtr,
  signInToPortal,
} from "./support/portal";

test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

const site = `http://127.0.0.1:${e2eStaffPort}`;
const certificateLink = /\/certificates\/(KV-[0-9A-Z]{4}-[0-9A-Z]{4})(?=[\s/?)\]]|$)/;

test("a mentor ticks two students complete, staff issue, a student verifies, downloads and adds it to LinkedIn, and a revoked one says so", async ({
  page,
  browser,
  mailbox,
}) => {
  test.setTimeout(150_000);
  await signInToPortal(page);
  const title = `Placement Portal ${unique()}`;
  const projectId = await createProject(page, title, 5);
  const students = [];
  for (const name of ["Meera Iyer", "प्रिया शर्मा"]) {
    const student = await registerAndHandInUtr(page, projectId, name);
    await confirmUpiPayment(page, projectId, student.reference);
    students.push({ ...student, name });
  }

  // A mentor, invited by the office, sees the completion lists and nothing else.
  const mentor = {
    name: "Asha Rao",
    email: `mentor.${unique()}@kodeveda.test`,
    password: "a mentor's own passphrase",
  };
  const invitation = await inviteStaff(page, mentor.email, "mentor");
  const mentorContext = await browser.newContext({ baseURL: site });
  const mentorPage = await mentorContext.newPage();
  await acceptInvitation(mentorPage, invitation, mentor);
  await signInToPortal(mentorPage, mentor);
  await mentorPage.getByRole("link", { name: "Mark project completion" }).click();
  await mentorPage
    .getByRole("row", { name: new RegExp(title) })
    .getByRole("link", { name: /Mark completion/ })
    .click();
  for (const student of students) {
    const tick = mentorPage.getByRole("checkbox", {
      name: `Completed the requirements (${student.name})`,
    });
    await tick.check();
    await expect(tick).toBeChecked();
  }
  await expect(mentorPage.getByRole("button", { name: /^Issue certificates/ })).toHaveCount(0);
  await mentorPage.reload();
  for (const student of students) {
    await expect(
      mentorPage.getByRole("checkbox", { name: `Completed the requirements (${student.name})` }),
    ).toBeChecked();
  }
  await mentorContext.close();

  // The office issues: one press, two certificates.
  await page.goto(`/admin/projects/${projectId}/completion`);
  await page
    .getByRole("textbox", { name: "Dates or hours" })
    .fill("Jan 2027 – Mar 2027 · 24 hours");
  await page.getByRole("button", { name: "Issue certificates to 2 students" }).click();
  await expect(page.getByText("Issued 2 certificates")).toBeVisible();

  // The student's email: the certificate's page, its PDF and LinkedIn.
  const [meera, priya] = students;
  const mail = await mailbox.waitFor(meera!.email, "Your certificate");
  const id = certificateLink.exec(mail.text)?.[1];
  expect(id, mail.text).toBeDefined();
  const pdf = await page.request.get(`/certificates/${id}/certificate.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  let linkedIn: URL | undefined;
  await phoneContext.route("https://www.linkedin.com/**", async (route) => {
    linkedIn = new URL(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>LinkedIn</title>" });
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`${site}/certificates/${id}`);
  await expect(phone.getByRole("heading", { name: "Valid certificate" })).toBeVisible();
  await expect(phone.getByText("Meera Iyer")).toBeVisible();
  await expect(phone.getByText(title).first()).toBeVisible();
  await expect(phone.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
    "href",
    `/certificates/${id}/certificate.pdf`,
  );
  await expectNoAccessibilityViolations(phone);
  expect(await sidewaysScroll(phone)).toEqual([]);
  const popup = phoneContext.waitForEvent("page");
  await phone.getByRole("link", { name: "Add to your LinkedIn profile" }).click();
  await (await popup).waitForLoadState();
  expect(`${linkedIn?.origin}${linkedIn?.pathname}`).toBe("https://www.linkedin.com/profile/add");
  expect(Object.fromEntries(linkedIn?.searchParams ?? [])).toMatchObject({
    startTask: "CERTIFICATION_NAME",
    name: title,
    organizationName: "Kodeveda",
    certId: id,
    certUrl: `${site}/certificates/${id}`,
  });
  expect(linkedIn?.searchParams.get("issueYear")).toMatch(/^\d{4}$/);
  expect(linkedIn?.searchParams.get("issueMonth")).toMatch(/^([1-9]|1[0-2])$/);

  // The office revokes the other student's: its page says so, with the reason.
  const other = certificateLink.exec(
    (await mailbox.waitFor(priya!.email, "Your certificate")).text,
  )?.[1];
  await page.goto(`/admin/certificates/${other}`);
  await page.getByRole("textbox", { name: "Reason" }).fill("Issued before the final review");
  await page.getByRole("button", { name: "Revoke certificate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke certificate" }).click();
  await expect(page.getByText(`${other} was revoked.`)).toBeVisible();
  await phone.goto(`${site}/certificates/${other}`);
  await expect(phone.getByRole("heading", { name: /revoked/i })).toBeVisible();
  await expect(phone.getByText("Issued before the final review")).toBeVisible();
  await expect(phone.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
  await phoneContext.close();
});

test("a college workshop's list of three participants gives three certificates", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(90_000);
  await signInToPortal(page);
  const run = unique();
  const people = ["Lakshmi Prasanna", "Karthik Rao", "சுப்பிரமணியம்"].map((name, index) => ({
    name,
    email: `participant.${index}.${run}@vasavi.example`,
  }));
  await page.goto("/admin/certificates/workshops/new");
  await page
    .getByRole("textbox", { name: "Programme title" })
    .fill("Git and GitHub for placements");
  await page.getByRole("textbox", { name: "College" }).fill("Vasavi College of Engineering");
  await page.getByRole("textbox", { name: "Dates or hours" }).fill("12 December 2026 · 6 hours");
  await page.getByLabel("Participants (CSV)").setInputFiles({
    name: "participants.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      ["name,email,college", ...people.map((person) => `${person.name},${person.email},`)].join(
        "\n",
      ),
    ),
  });
  await page.getByRole("button", { name: "Check the list" }).click();
  await expect(page.getByText(/3 participants, no problems|3 participants/)).toBeVisible();
  await page.getByRole("button", { name: "Issue 3 certificates" }).click();
  const holders = page.getByRole("region", { name: "Certificates table" }).getByRole("row");
  for (const person of people)
    await expect(holders.filter({ hasText: person.email })).toHaveCount(1);
  for (const person of people) {
    const mail = await mailbox.waitFor(person.email, "Your certificate");
    const id = certificateLink.exec(mail.text)?.[1];
    const verification = await page.request.get(`/certificates/${id}`);
    expect(await verification.text()).toContain(person.name);
  }
});
