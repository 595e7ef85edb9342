import { describe, expect, it } from "vitest";
import { grievanceOfficer } from "#shared/content/legal";
import { serverForFile } from "../../support/file-server";

const configured = serverForFile({
  RETENTION_CONTACT_MESSAGE_MONTHS: "18",
  RETENTION_SENT_EMAIL_DAYS: "14",
  RETENTION_AUDIT_LOG_MONTHS: "24",
  GRIEVANCE_OFFICER_NAME: "Rohan Mehta",
  GRIEVANCE_OFFICER_EMAIL: "grievance@kodeveda.example",
  GRIEVANCE_RESPONSE_DAYS: "45",
  DATA_REQUEST_RESPONSE_DAYS: "15",
});
const defaults = serverForFile();

/** The notice as a visitor's browser gets it, reduced to its text. */
async function noticeText(url: string): Promise<string> {
  const response = await fetch(`${url}/privacy`);
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the privacy notice", () => {
  it("states the configured retention periods, Grievance Officer and answer times", async () => {
    const text = await noticeText(configured.server.url);
    expect(text).toContain("How long we keep your data");
    expect(text).toContain("Contact messages: 18 months");
    expect(text).toContain("Emails we send you: their content for 14 days after sending");
    expect(text).toContain("The log of staff actions (audit log): 2 years");
    expect(text).toContain("Name: Rohan Mehta");
    expect(text).toContain("Email: grievance@kodeveda.example");
    expect(text).toContain("respond within 45 days of receiving it");
    expect(text).toContain("we answer within 15 days");
    expect(text).not.toContain(grievanceOfficer.name);
  });

  it("states the defaults without configuration, the same on a repeat visit", async () => {
    const text = await noticeText(defaults.server.url);
    for (const period of [
      "Contact messages: 2 years",
      "Training booking requests: 3 years",
      "waitlist places that have ended: 1 year after their last change",
      "Paid project registrations: 3 years after their last change",
      "Payment records: 8 years from the payment",
      "Newsletter: an unconfirmed address for 7 days",
      "Emails we send you: their content for 30 days after sending",
      "The log of staff actions (audit log): 1 year",
      "an address nobody confirms is deleted after 7 days",
      "at about 02:30 India time",
      `Name: ${grievanceOfficer.name}`,
      "respond within 90 days of receiving it",
      "we answer within 30 days",
    ]) {
      expect(text).toContain(period);
    }
    expect(await noticeText(defaults.server.url)).toBe(text);
  });
});
