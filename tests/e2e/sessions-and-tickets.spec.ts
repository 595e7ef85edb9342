import jsQR from "jsqr";
import sharp from "sharp";
import type { Locator } from "@playwright/test";
import { indiaDateInput, indiaTimeInput } from "#shared/domain/session-time";
import { expect, test, unique } from "./support/fixtures";
import { expectNoAccessibilityViolations, sidewaysScroll } from "./support/page-checks";
import { calendarsSent, e2eStaffPort } from "./support/payments";
import {
  confirmUpiPayment,
  createProject,
  registerAndHandInUtr,
  signInToPortal,
} from "./support/portal";

test.use({ baseURL: `http://127.0.0.1:${e2eStaffPort}` });

const dayMs = 86_400_000;
const meeting = "https://meet.example/campus-carpool";

/** Fills in a session's fields (the add form's or a "Move or change" form's). */
async function sessionFields(
  form: Locator,
  { date, start, end }: { date: string; start: string; end: string },
) {
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Start time").fill(start);
  await form.getByLabel("End time").fill(end);
}

/** What a phone's camera reads off the QR code on the screen. */
async function readQr(code: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test("staff add a weekly series; the paid student's receipt invites, the ticket's QR checks in, a move updates one entry, and the reminder comes once", async ({
  page,
  browser,
  mailbox,
}) => {
  test.setTimeout(120_000);
  await signInToPortal(page);
  const projectId = await createProject(page, `Campus Carpool ${unique()}`, 5);

  // Three Saturdays-like weekly sessions, from eight days on.
  await page.goto(`/admin/projects/${projectId}/sessions`);
  const add = page.getByRole("region", { name: "Add sessions" });
  await add.getByRole("textbox", { name: "Title" }).fill("Build sprint");
  await sessionFields(add, {
    date: indiaDateInput(new Date(Date.now() + 8 * dayMs)),
    start: "10:00",
    end: "12:00",
  });
  await add.getByRole("radio", { name: "Online" }).check();
  await add.getByRole("textbox", { name: "Meeting link" }).fill(meeting);
  await add.getByRole("spinbutton", { name: "Repeat every week for" }).fill("3");
  await add.getByRole("button", { name: "Add sessions" }).click();
  await expect(page.getByText("3 sessions added.")).toBeVisible();
  const sessions = page.getByRole("region", { name: "Sessions table" }).getByRole("row");
  await expect(sessions.filter({ hasText: "Build sprint" })).toHaveCount(3);

  // The student pays by UPI; staff find the UTR and confirm it.
  const student = await registerAndHandInUtr(page, projectId, "Meera Iyer");
  await confirmUpiPayment(page, projectId, student.reference);

  // The receipt carries one invitation per session, and the ticket's link.
  const receipt = await mailbox.waitFor(student.email, "Payment received");
  const [invitations] = await calendarsSent(student.email, "Payment received");
  expect(invitations?.map((part) => [part.method, part.event.sequence])).toEqual([
    ["REQUEST", 0],
    ["REQUEST", 0],
    ["REQUEST", 0],
  ]);
  const uids = invitations?.map((part) => part.event.uid) ?? [];
  expect(new Set(uids).size).toBe(3);
  const ticketPath = /\/tickets\/[A-Za-z0-9_-]{32}/.exec(receipt.text)?.[0];
  expect(ticketPath, receipt.text).toBeDefined();

  // The ticket, on the student's phone: every session, the meeting link and a QR code.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await phoneContext.newPage();
  await phone.goto(`http://127.0.0.1:${e2eStaffPort}${ticketPath ?? ""}`);
  await expect(phone.getByRole("heading", { name: "Your ticket", level: 1 })).toBeVisible();
  await expect(phone.getByText("Meera Iyer")).toBeVisible();
  await expect(phone.getByText(student.reference)).toBeVisible();
  await expect(phone.getByRole("link", { name: /^Add to Google Calendar/ })).toHaveCount(3);
  await expect(phone.getByRole("link", { name: /Join the session/ }).first()).toHaveAttribute(
    "href",
    meeting,
  );
  const scanned = await readQr(phone.getByRole("img", { name: "Ticket QR code for check-in" }));
  expect(scanned).toMatch(/^KVT1-[A-Za-z0-9_-]{22}$/);
  // The code under the QR is the one it holds, and nothing about the student.
  await expect(phone.getByText(scanned ?? "", { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(phone);
  expect(await sidewaysScroll(phone)).toEqual([]);
  await phoneContext.close();

  // At the door, the scanned code checks the student in.
  await page.goto(`/admin/projects/${projectId}/sessions`);
  await page
    .getByRole("link", { name: /Door list/ })
    .first()
    .click();
  await page.getByRole("textbox", { name: "Ticket code" }).fill(scanned ?? "");
  await page.getByRole("textbox", { name: "Ticket code" }).press("Enter");
  await expect(page.getByRole("status")).toContainText(
    `Checked in: Meera Iyer (${student.reference})`,
  );

  // Staff move the first session to two hours from now: inside the reminder window.
  const soon = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
  const late = indiaTimeInput(soon) > "22:00";
  const moved = late ? new Date(soon.getTime() + 10 * 3_600_000) : soon;
  await page.goto(`/admin/projects/${projectId}/sessions`);
  const first = sessions.filter({ hasText: "Build sprint" }).first();
  await first.getByText("Move or change").click();
  const start = indiaTimeInput(moved);
  await sessionFields(first, {
    date: indiaDateInput(moved),
    start,
    end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}${start.slice(2)}`,
  });
  await first.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/moved|changed/i).first()).toBeVisible();

  await mailbox.waitFor(student.email, "Session moved");
  const updates = await calendarsSent(student.email, "Session moved");
  expect(updates).toHaveLength(1);
  expect(updates[0]?.map((part) => [part.event.uid, part.event.sequence, part.method])).toEqual([
    [uids[0], 1, "REQUEST"],
  ]);

  // The sweep (every second on this server) finds it due: one reminder, and no second.
  const reminder = await mailbox.waitFor(student.email, "Reminder: Build sprint");
  expect(reminder.text).toContain(meeting);
  // Three more sweeps run in this time; none may send it again.
  await page.waitForTimeout(3_000);
  const reminders = (await mailbox.messages()).filter(
    (mail) => mail.to.includes(student.email) && mail.subject.startsWith("Reminder:"),
  );
  expect(reminders).toHaveLength(1);
});
