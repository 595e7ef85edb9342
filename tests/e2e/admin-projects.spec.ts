import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test, unique } from "./support/fixtures";
import { e2eStaffPort } from "./support/payments";
import { createProject, signInToPortal } from "./support/portal";
import { studentRegistration } from "../support/students";
import { recentUtr } from "../support/utr";

// The staff's server: these projects would change what the main server's /projects
// specs see (the registration dialog opens its first project), and admin.spec.ts changes the
// main server's admin password. The desktop project covers the portal.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

/** The live seat count /projects asks for (the page itself may be cached for seconds). */
async function seatsOf(page: Page, id: string) {
  const response = await page.request.get(`/api/projects/${id}/seats`);
  return response.ok()
    ? ((await response.json()) as { seatsLeft: number; registrationOpen: boolean })
    : undefined;
}

/** /projects as a visitor sees it, reloaded until the cached page has caught up. */
async function expectOnProjectsPage(page: Page, text: string) {
  await expect(async () => {
    await page.goto("/projects");
    await expect(page.getByRole("main").getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

const projectRows = (page: Page) =>
  page.getByRole("region", { name: "Projects table" }).getByRole("row");

test("an admin adds, edits, reorders, completes and archives projects, and fills the gallery", async ({
  page,
  checkAccessibility,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const first = `Placement Portal ${id}`;
  const second = `Hostel Helpdesk ${id}`;
  await signInToPortal(page);

  // The dashboard's quick action opens the projects screen.
  await page.getByRole("link", { name: "Manage projects" }).click();
  await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  await checkAccessibility();

  // A new project with 2 seats reaches /projects.
  const firstId = await createProject(page, first, 2);
  await expect(page.getByRole("heading", { name: "Seats" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Waitlist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    `/api/admin/export/registrations.csv?project=${firstId}`,
  );
  await checkAccessibility();
  await expect
    .poll(() => seatsOf(page, firstId))
    .toEqual({
      projectId: firstId,
      seatsLeft: 2,
      registrationOpen: true,
    });
  await expectOnProjectsPage(page, first);

  // Edited: 3 seats.
  await page.goto(`/admin/projects/${firstId}`);
  await page.getByRole("spinbutton", { name: "Seats" }).fill("3");
  await page.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByText("Project saved.")).toBeVisible();
  await expect.poll(async () => (await seatsOf(page, firstId))?.seatsLeft).toBe(3);

  // A second project, then the first moves up past it.
  const secondId = await createProject(page, second, 5);
  await page.goto("/admin/projects");
  const rowOf = (title: string) => projectRows(page).filter({ hasText: title });
  await expect(rowOf(second)).toBeVisible();
  const titles = async () =>
    (await projectRows(page).allInnerTexts()).filter((row) => row.includes(id));
  expect((await titles())[0]).toContain(first);
  await page.getByRole("button", { name: `Move ${second} up` }).click();
  await expect(page.getByText(`${second} moved up.`)).toBeVisible();
  await expect.poll(async () => (await titles())[0]).toContain(second);
  await page.getByRole("button", { name: `Move ${first} up` }).click();
  await expect(page.getByText(`${first} moved up.`)).toBeVisible();
  await expect.poll(async () => (await titles())[0]).toContain(first);
  await expect(rowOf(first)).toContainText("0 / 0 / 3 of 3");

  // The second is completed; its story goes to the gallery.
  await rowOf(second).getByRole("link", { name: second }).click();
  await page.getByRole("button", { name: "Mark completed" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Mark ${second} completed?` });
  await confirm.getByRole("button", { name: "Mark completed" }).click();
  await expect(page).toHaveURL(`/admin/completed-projects/new?from=${secondId}`);
  await expect(
    page.getByText("Project marked completed. Add its story to the gallery:"),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(second);
  await expect(page.getByRole("textbox", { name: "Tech stack" })).toHaveValue(
    "React\nNode.js\nSQLite",
  );
  await page.getByRole("textbox", { name: "Goal" }).fill("A helpdesk for hostel requests.");
  await page
    .getByRole("textbox", { name: "Outcome" })
    .fill("Requests closed in a day, not a week.");
  await page.getByRole("textbox", { name: "Quote" }).fill("The wardens love it.");
  await page.getByRole("textbox", { name: "Author" }).fill("Ravi Kumar");
  await page.getByRole("textbox", { name: "Role" }).fill("Hostel warden");
  await page.getByLabel("Add a picture").setInputFiles({
    name: "demo.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 1200, height: 675, channels: 3, background: "#2563eb" },
    })
      .png()
      .toBuffer(),
  });
  await page
    .getByRole("textbox", { name: "Picture 1 description (alt text)" })
    .fill("The helpdesk on a phone");
  await checkAccessibility();
  await page.getByRole("button", { name: "Create gallery entry" }).click();
  await expect(page.getByText("Gallery entry created.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/completed-projects\/[a-z0-9-]+$/);
  // Off the pipeline: /projects no longer asks its seats.
  await expect.poll(() => seatsOf(page, secondId)).toBeUndefined();
  await expectOnProjectsPage(page, "The wardens love it.");

  // The first is archived: off the pipeline.
  await page.goto(`/admin/projects/${firstId}`);
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText(/^Project archived/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
  await page.goto("/admin/projects");
  await expect(rowOf(first)).toContainText("Archived");
  await expect.poll(() => seatsOf(page, firstId)).toBeUndefined();
  await expect(async () => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { name: first })).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

/** A student's UPI registration for the project, made as the registration dialog makes it. */
async function registerByUpi(page: Page, projectId: string): Promise<string> {
  const response = await page.request.post("/api/register", {
    data: studentRegistration(projectId),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test("an admin cancels a registration awaiting payment, and refunds a paid UPI one with its reference", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  await signInToPortal(page);
  const projectId = await createProject(page, `Canteen Tracker ${id}`, 4);
  const waiting = await registerByUpi(page, projectId);
  const paid = await registerByUpi(page, projectId);
  const utr = await page.request.post(`/api/registrations/${paid}/upi`, {
    data: { utr: recentUtr() },
  });
  expect(utr.ok(), await utr.text()).toBe(true);

  // The registrations list of this project only: the UPI payment is confirmed there.
  await page.goto(`/admin/projects/${projectId}`);
  await page.getByRole("link", { name: /All of this project’s registrations/ }).click();
  await expect(page).toHaveURL(`/admin/registrations?project=${projectId}`);
  const listRows = page
    .getByRole("region", { name: "Project registrations table" })
    .getByRole("row");
  await expect(listRows).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    `/api/admin/export/registrations.csv?project=${projectId}`,
  );
  await page.getByRole("button", { name: `Confirm payment ${paid}` }).click();
  await expect(page.getByText(`Payment for ${paid} confirmed`)).toBeVisible();

  // On the project's screen: both hold a seat; one is paid.
  await page.goto(`/admin/projects/${projectId}`);
  const seats = page.getByRole("region", { name: "Seats", exact: true });
  await expect(seats.getByText("Taken (paid)").locator("xpath=following-sibling::dd")).toHaveText(
    "1",
  );
  await expect(
    seats.getByText("Left", { exact: true }).locator("xpath=following-sibling::dd"),
  ).toHaveText("2");

  // Not paid yet: a reason is enough.
  await page.getByRole("button", { name: `Cancel registration ${waiting}` }).click();
  let dialog = page.getByRole("dialog", { name: `Cancel registration ${waiting}` });
  await expect(dialog.getByRole("textbox", { name: "UPI refund reference" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Duplicate registration");
  await dialog.getByRole("button", { name: "Cancel registration" }).click();
  await expect(page.getByText(`Registration ${waiting} cancelled`)).toBeVisible();

  // Paid by UPI: the refund's reference is required.
  await page.getByRole("button", { name: `Cancel registration ${paid}` }).click();
  dialog = page.getByRole("dialog", { name: `Cancel registration ${paid}` });
  await dialog.getByRole("textbox", { name: "Reason" }).fill("The student asked");
  await dialog.getByRole("button", { name: "Cancel registration" }).click();
  const reference = dialog.getByRole("textbox", { name: "UPI refund reference" });
  await expect(reference).toHaveAccessibleDescription(
    "Enter the reference of the UPI refund you sent",
  );
  await reference.fill("UPIREF123456");
  await dialog.getByRole("button", { name: "Cancel registration" }).click();
  await expect(page.getByText(`Registration ${paid} cancelled and refunded.`)).toBeVisible();
  await expect(
    seats.getByText("Left", { exact: true }).locator("xpath=following-sibling::dd"),
  ).toHaveText("4");
  await expect(page.getByRole("button", { name: /^Cancel registration/ })).toHaveCount(0);
});

test("an admin rejects every unverified UPI claim from one network at once", async ({
  page,
  checkAccessibility,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  await signInToPortal(page);
  const projectId = await createProject(page, `Laundry Queue ${id}`, 3);
  // The staff server trusts the proxy's X-Forwarded-For: this is where the made-up UTRs come from.
  const network = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  for (let i = 0; i < 2; i++) {
    const reference = await registerByUpi(page, projectId);
    const handedIn = await page.request.post(`/api/registrations/${reference}/upi`, {
      data: { utr: recentUtr() },
      headers: { "x-forwarded-for": network },
    });
    expect(handedIn.ok(), await handedIn.text()).toBe(true);
  }

  await page.goto(`/admin/registrations?project=${projectId}`);
  const table = page.getByRole("region", { name: "Project registrations table" });
  await expect(table.getByRole("row")).toHaveCount(3);
  const rejectAll = table.getByRole("button", {
    name: `Reject every unverified UPI claim from ${network}`,
  });
  await expect(rejectAll).toHaveCount(2);
  await checkAccessibility();
  await table
    .getByRole("textbox", { name: `Reason for rejecting every claim from ${network}` })
    .first()
    .fill("Made-up UTR");
  // Asked first: a campus network's real payers would be rejected too.
  const questions: string[] = [];
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await rejectAll.first().click();
  await expect(rejectAll).toHaveCount(2);
  page.once("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await rejectAll.first().click();
  expect(questions[0]).toContain(`Reject every unverified UPI claim from ${network}?`);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `2 unverified UPI payments from ${network} rejected; each student has been told why.`,
  );
  await expect(rejectAll).toHaveCount(0);
  await expect(table.getByRole("button", { name: /^Confirm payment/ })).toHaveCount(0);
});
