import type { Page } from "@playwright/test";
import { projectMessages } from "#shared/domain/projects";
import { expect, test, unique, withHydration } from "./support/fixtures";
import { e2eStaffPort, sentEmails } from "./support/payments";
import { createProject, openProjectsShowing, signInToPortal } from "./support/portal";
import { recentUtr } from "../support/utr";

// The issue's story on the staff's server (its projects would change what the visitors'
// specs see on the main one). The desktop project covers it.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

/** A student registers from the project's card and pays by UPI, handing in the UTR. */
async function registerAndPayByUpi(page: Page, title: string, email: string, utr: string) {
  const dialog = page.getByRole("dialog", { name: `Register for ${title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/seats? left/)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Full name" }).fill("Ananya Reddy");
  await dialog.getByRole("textbox", { name: "Email" }).fill(email);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("+91 98480 22338");
  await fillCollege(page, title);
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  return handInUtr(page, title, utr);
}

async function fillCollege(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: `Register for ${title}` });
  await dialog.getByRole("textbox", { name: "College" }).fill("CBIT Hyderabad");
  await dialog.getByRole("textbox", { name: "Section" }).fill("CSE-B");
  await dialog.getByRole("combobox", { name: "Year" }).selectOption("3rd Year");
  await dialog.getByRole("radio", { name: /UPI/ }).check();
}

/** The UPI step: the UTR handed in, the registration's reference read off the dialog. */
async function handInUtr(page: Page, title: string, utr: string): Promise<string> {
  const dialog = page.getByRole("dialog", { name: `Register for ${title}` });
  const field = dialog.getByRole("textbox", { name: "UPI transaction reference (UTR)" });
  await expect(field).toBeVisible();
  const reference = /KV[0-9A-Z]{8}/.exec(await dialog.innerText())?.[0];
  expect(reference).toBeDefined();
  await field.fill(utr);
  await dialog.getByRole("button", { name: "Submit transaction reference" }).click();
  await expect(dialog.getByRole("status")).toContainText("awaiting verification");
  return reference!;
}

test("two seats: two students pay by UPI, a third waits, a cancellation offers her the seat and she takes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const title = `Bus Pass Tracker ${id}`;

  // Staff open a project with 2 seats.
  const office = withHydration(await browser.newPage());
  await signInToPortal(office);
  const projectId = await createProject(office, title, 2);

  // Two students register and pay by UPI from /projects.
  const registerButton = (p: Page) => p.getByRole("button", { name: `Register Now for ${title}` });
  const references: string[] = [];
  for (const n of [1, 2]) {
    const student = withHydration(await browser.newPage());
    await openProjectsShowing(student, registerButton);
    await registerButton(student).click();
    references.push(
      await registerAndPayByUpi(student, title, `student-${n}-${id}@college.example`, recentUtr()),
    );
    await student.close();
  }

  // Staff find both UTRs in the bank statement and confirm them.
  await office.goto(`/admin/registrations?project=${projectId}`);
  for (const reference of references) {
    await office.getByRole("button", { name: `Confirm payment ${reference}` }).click();
    await expect(office.getByText(`Payment for ${reference} confirmed`)).toBeVisible();
  }

  // A third student finds the project full and joins the waitlist.
  const third = {
    name: "Meena Kumari",
    email: `waiting-${id}@college.example`,
    phone: "+91 90000 11223",
  };
  const waitlistButton = (p: Page) =>
    p.getByRole("button", { name: `Join the waitlist for ${title}` });
  await openProjectsShowing(page, waitlistButton);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Full").first()).toBeVisible();
  await waitlistButton(page).click();
  const waitlist = page.getByRole("dialog", { name: `Join the waitlist for ${title}` });
  await waitlist.getByRole("textbox", { name: "Full name" }).fill(third.name);
  await waitlist.getByRole("textbox", { name: "Email" }).fill(third.email);
  await waitlist.getByRole("textbox", { name: "Phone" }).fill(third.phone);
  await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(waitlist.getByRole("status")).toHaveText(projectMessages.waitlistJoined);

  // Staff see her waiting, then cancel the first registration, refunding it by UPI.
  await office.goto(`/admin/projects/${projectId}`);
  await expect(office.getByRole("main").getByText(third.email)).toBeVisible();
  await office.getByRole("button", { name: `Cancel registration ${references[0]}` }).click();
  const cancel = office.getByRole("dialog", { name: `Cancel registration ${references[0]}` });
  await cancel.getByRole("textbox", { name: "Reason" }).fill("The student moved to another batch");
  await cancel
    .getByRole("textbox", { name: "UPI refund reference" })
    .fill(`UPIREF${id}`.slice(0, 40));
  await cancel.getByRole("button", { name: "Cancel registration" }).click();
  await expect(
    office.getByText(`Registration ${references[0]} cancelled and refunded.`),
  ).toBeVisible();

  // The seat is offered to her by email, held for 24 hours; she registers through the link.
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const offer = (await sentEmails()).find(
          (mail) => mail.to.includes(third.email) && mail.subject.startsWith("A seat is free"),
        );
        link = /https?:\/\/\S+\/projects\?offer=[\w-]+/.exec(offer?.text ?? "")?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  await page.goto(link!);
  const dialog = page.getByRole("dialog", { name: `Register for ${title}` });
  await expect(dialog.getByRole("textbox", { name: "Full name" })).toHaveValue(third.name);
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(third.email);
  await fillCollege(page, title);
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  const hers = await handInUtr(page, title, recentUtr());

  // Both seats are held or taken, by the second student and her; nothing was oversold.
  await office.goto(`/admin/projects/${projectId}`);
  const seats = office.getByRole("region", { name: "Seats", exact: true });
  const figure = (label: string) =>
    seats.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  await expect(figure("Left")).toHaveText("0");
  await expect(figure("Taken (paid)")).toHaveText("1");
  await expect(
    office.getByRole("region", { name: "Registrations table" }).getByText(hers),
  ).toBeVisible();
});
