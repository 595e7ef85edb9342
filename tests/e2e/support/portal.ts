import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { studentRegistration } from "../../support/students";
import { recentUtr } from "../../support/utr";
import { e2eAdmin, sentEmails } from "./payments";

/** Signs in to the admin portal as staff do, from /admin (the first admin by default). */
export async function signInToPortal(
  page: Page,
  { email, password }: { email: string; password: string } = e2eAdmin,
): Promise<void> {
  await page.goto("/admin");
  const main = page.getByRole("main");
  await main.getByRole("textbox", { name: "Email" }).fill(email);
  await main.getByLabel("Password").fill(password);
  const login = main.getByRole("button", { name: "Login", exact: true });
  const dashboard = page.getByRole("heading", { name: "Dashboard" });
  // On a machine busy with other test files, a click on a page opened in a second tab has now
  // and then gone unanswered (no request, no message: seen twice in CI runs of this file). A
  // person clicks again when nothing happens; so does this, once the form is still there.
  await expect(async () => {
    if (await login.isVisible()) await login.click();
    await expect(dashboard).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 30_000 });
}

/** The staff layout's navigation: the sections the signed-in person's role may open. */
export const staffNavigation = (page: Page): Locator =>
  page.getByRole("navigation", { name: "Staff" });

/**
 * Opens a section from the staff navigation, as staff do: on a phone the navigation is in
 * the menu, which opens first.
 */
export async function openSection(page: Page, label: string): Promise<void> {
  const link = staffNavigation(page).getByRole("link", { name: label, exact: true });
  if (!(await link.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  await link.click();
}

/** Invites `email` as `role` from the Staff page (signed in as an admin); the emailed link. */
export async function inviteStaff(
  office: Page,
  email: string,
  role: "admin" | "editor" | "mentor",
): Promise<string> {
  await openSection(office, "Staff");
  await office.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await office.getByRole("combobox", { name: "Role", exact: true }).selectOption(role);
  await office.getByRole("button", { name: "Send invitation" }).click();
  await expect(office.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await sentEmails()).find((each) => each.to.includes(email));
      link = /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
      return link;
    })
    .toBeDefined();
  return link!;
}

/** Accepts an invitation from its link: the person chooses their name and password. */
export async function acceptInvitation(
  page: Page,
  link: string,
  person: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto(link);
  await page.getByRole("textbox", { name: "Your name" }).fill(person.name);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(
    page.getByText(`Sign in as ${person.email} with the password you chose.`),
  ).toBeVisible();
}

/** Fills in every field of the portal's project form. */
export async function describeProject(page: Page, title: string, seats: number): Promise<void> {
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("combobox", { name: "Status" }).selectOption("In Progress");
  await page.getByRole("textbox", { name: "Timeline" }).fill("Jan 2027 – Mar 2027");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Students build a placement portal for their college, mentored end to end.");
  await page.getByRole("textbox", { name: "Technologies" }).fill("React, Node.js\nSQLite");
  await page.getByRole("textbox", { name: "Mentor" }).fill("Asha Rao");
  await page
    .getByRole("textbox", { name: "Objectives" })
    .fill("Ship the drive calendar\nAdd resume uploads");
  await page.getByRole("spinbutton", { name: "Progress (%)" }).fill("10");
  await page.getByRole("spinbutton", { name: "Seats" }).fill(String(seats));
}

/** Creates a project from /admin/projects; its id (the slug of its title). */
export async function createProject(page: Page, title: string, seats: number): Promise<string> {
  await page.goto("/admin/projects");
  await page.getByRole("link", { name: "New project" }).click();
  await expect(page.getByRole("heading", { name: "New project", level: 1 })).toBeVisible();
  await describeProject(page, title, seats);
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText("Project created.")).toBeVisible();
  const id = /\/admin\/projects\/([a-z0-9-]+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`no project id in ${page.url()}`);
  return id;
}

/** /projects as a visitor sees it, reloaded until the cached page (up to 10 s old) shows `what`. */
export async function openProjectsShowing(page: Page, what: (page: Page) => Locator) {
  await expect(async () => {
    await page.goto("/projects");
    await expect(what(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** A student's UPI registration as the dialog makes it, with the UTR handed in. */
export async function registerAndHandInUtr(page: Page, projectId: string, name: string) {
  const student = studentRegistration(projectId, { name });
  const registered = await page.request.post("/api/register", { data: student });
  expect(registered.status(), await registered.text()).toBe(201);
  const { reference } = (await registered.json()) as { reference: string };
  const utr = await page.request.post(`/api/registrations/${reference}/upi`, {
    data: { utr: recentUtr() },
  });
  expect(utr.ok(), await utr.text()).toBe(true);
  return { reference, email: student.email };
}

/** Staff confirm a handed-in UTR from the registrations list: the registration is paid. */
export async function confirmUpiPayment(page: Page, projectId: string, reference: string) {
  await page.goto(`/admin/registrations?project=${projectId}`);
  await page.getByRole("button", { name: `Confirm payment ${reference}` }).click();
  await expect(page.getByText(`Payment for ${reference} confirmed`)).toBeVisible();
}
