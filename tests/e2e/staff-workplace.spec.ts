import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, unique } from "./support/fixtures";
import { sidewaysScroll } from "./support/page-checks";
import { e2eStaffPort } from "./support/payments";
import {
  acceptInvitation,
  inviteStaff,
  openSection,
  signInToPortal,
  staffNavigation,
} from "./support/portal";
import { recentUtr } from "../support/utr";

// The staff's server; one editor is invited once and reused, so in order.
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 900 };

/** What each role's navigation offers, in its order: these and no other. */
const adminSections = [
  "Dashboard",
  "Registrations",
  "Bookings",
  "Contact messages",
  "Projects",
  "Completion",
  "Certificates",
  "Blog posts",
  "Newsletter",
  "Subscribers",
  "Data requests",
  "Email outbox",
  "Staff",
];
const editorSections = ["Dashboard", "Blog posts", "Newsletter"];

// Long unbroken values, as people type them, are what push a list past a phone's width.
const stamp = unique();
const longEmail = `placement.officer.computer.science.${stamp}@very-long-engineering-college.example.ac.in`;

/** A row in every list, sent as visitors send them. */
async function fillTheLists(request: APIRequestContext) {
  await request.post("/api/bookings", {
    data: {
      organizationName: `Sri Venkateswara College of Engineering and Technology ${stamp}`,
      email: longEmail,
      contactNumber: "+91 98480 22338",
      address: "Plot 42, Industrial Development Area, Gachibowli, Hyderabad, Telangana 500032",
      message: "A two-day hackathon for 240 students of the CSE and IT departments in January.",
    },
  });
  await request.post("/api/contact", {
    data: {
      name: `Lakshmi Narasimhan ${stamp}`,
      email: longEmail,
      phone: "+91 98480 22338",
      message: "Is there a weekend batch of the AI/ML project this month?",
    },
  });
  await request.post("/api/newsletter", { data: { email: longEmail } });
  const registered = await request.post("/api/register", {
    data: {
      name: `Venkata Subrahmanyam ${stamp}`,
      email: longEmail,
      phone: "+91 98480 22338",
      college: "Jawaharlal Nehru Technological University Hyderabad College of Engineering",
      section: "CSE-A",
      year: "3rd Year",
      paymentMethod: "upi",
      projectId: "hostel-mess-feedback",
    },
  });
  const { reference } = (await registered.json()) as { reference: string };
  await request.post(`/api/registrations/${reference}/upi`, { data: { utr: recentUtr() } });
}

/** The address of the first record a list links to whose address starts with `prefix`. */
async function firstRecord(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const links = page.getByRole("main").getByRole("link");
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) {
    if (href?.startsWith(prefix) && !href.endsWith("/new")) return href;
  }
  throw new Error(`no record on ${list}`);
}

/** Records a data request by hand, as the office does after a call; its page. */
async function recordRequest(page: Page): Promise<string> {
  await page.goto("/admin/requests");
  const form = page.getByRole("region", { name: "Record a request" });
  await form.getByRole("combobox", { name: "What they asked for" }).selectOption("access");
  await form.getByRole("combobox", { name: "How they asked" }).selectOption("phone");
  await form.getByRole("textbox", { name: "Their email address" }).fill(longEmail);
  await form.getByRole("button", { name: "Record the request" }).click();
  const recorded = page.getByRole("status").filter({ hasText: "recorded" });
  await expect(recorded).toBeVisible();
  const reference = /DR-[0-9A-Z]{6}/.exec((await recorded.textContent()) ?? "")?.[0];
  if (!reference) throw new Error("no reference in the confirmation");
  return `/admin/requests/${reference}`;
}

/** Each page at a phone's and a laptop's width: nothing wider than the screen. */
async function expectEveryPageFits(page: Page, pages: readonly string[]) {
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname, `${path} opened`).toBe(path.split("?")[0]);
      expect(await sidewaysScroll(page), `${path} at ${size.width} px`).toEqual([]);
    }
  }
}

/** The navigation's sections, by name, on the page as it is. */
const sectionsShown = (page: Page) => staffNavigation(page).getByRole("link").allTextContents();

test("an admin's every page fits a phone and a laptop, and the navigation reaches every section", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await fillTheLists(request);
  await signInToPortal(page);
  expect(await sectionsShown(page)).toEqual(adminSections);

  const pages = [
    "/admin",
    "/admin?activity=payments",
    "/admin/registrations",
    "/admin/registrations?status=awaiting_verification",
    "/admin/bookings",
    "/admin/contacts",
    "/admin/subscribers",
    "/admin/projects",
    "/admin/projects/new",
    await firstRecord(page, "/admin/projects", "/admin/projects/"),
    "/admin/completed-projects/new",
    await firstRecord(page, "/admin/projects", "/admin/completed-projects/"),
    "/admin/posts",
    "/admin/posts/new",
    await firstRecord(page, "/admin/posts", "/admin/posts/"),
    "/admin/newsletter",
    "/admin/newsletter/new",
    "/admin/requests",
    await recordRequest(page),
    "/admin/outbox",
    "/admin/staff",
    "/admin/completion",
    "/admin/certificates",
    "/admin/certificates/designs",
    "/admin/certificates/designs/new",
    "/admin/certificates/workshops",
    "/admin/certificates/workshops/new",
  ];
  await expectEveryPageFits(page, pages);

  // Every section is reached from the navigation, on a phone through its menu.
  await page.setViewportSize(phone);
  await page.goto("/admin");
  for (const section of adminSections.slice(1)) {
    await openSection(page, section);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The menu closed as the page changed: the current section is marked in it all the same.
    await expect(
      page
        .getByRole("navigation", { name: "Staff", includeHidden: true })
        .getByRole("link", { name: section, exact: true, includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");
  }
});

test("an editor's navigation offers the blog and the newsletter only, every page of theirs fits, and a list is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const editor = {
    name: `Kavya Raghunathan ${stamp}`,
    email: `kavya.${stamp}@kodeveda.test`.toLowerCase(),
    password: "an editor's passphrase",
  };
  const office = await browser.newPage();
  await signInToPortal(office);
  await acceptInvitation(page, await inviteStaff(office, editor.email, "editor"), editor);
  await office.close();

  await signInToPortal(page, editor);
  expect(await sectionsShown(page)).toEqual(editorSections);
  const banner = page.getByRole("banner");
  await expect(banner.getByText(editor.name)).toBeVisible();
  await expect(banner.getByText("Editor (blog and newsletter)")).toBeVisible();

  await expectEveryPageFits(page, [
    "/admin",
    "/admin/posts",
    "/admin/posts/new",
    await firstRecord(page, "/admin/posts", "/admin/posts/"),
    "/admin/newsletter",
    "/admin/newsletter/new",
  ]);

  // A section that is not theirs is not reachable by its address either.
  await page.goto("/admin/registrations");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the dashboard shows what needs attention, the month's money and the trends, each chart with its figures", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signInToPortal(page);
  const main = page.getByRole("main");
  const waiting = main.getByRole("region", { name: "Needs your attention" });
  await expect(waiting.getByRole("link", { name: /UPI payments? to verify/ })).toHaveAttribute(
    "href",
    "/admin/registrations?status=awaiting_verification",
  );
  await expect(main.getByRole("region", { name: "Today and this month" })).toBeVisible();
  for (const chart of ["Registrations", "Bookings", "Contact messages", "Confirmed subscribers"]) {
    const figure = main.getByRole("figure", { name: new RegExp(`^${chart}`) });
    await expect(figure.getByRole("table")).toHaveCount(1);
    await expect(figure.getByRole("row")).toHaveCount(13);
  }

  await main.getByRole("link", { name: "Payments", exact: true }).click();
  await expect(page).toHaveURL(/activity=payments/);
  await expect(main.getByRole("link", { name: "Payments", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(main.getByText(/signed in to the admin portal/)).toHaveCount(0);
});
