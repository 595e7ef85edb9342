import type { Page } from "@playwright/test";
import { expect, type Mailbox } from "./fixtures";

/** A booking stored for `email`, as the booking form sends it. */
export async function book(page: Page, email: string, organizationName: string) {
  const response = await page.request.post("/api/bookings", {
    data: {
      organizationName,
      email,
      contactNumber: "+91 40 2345 6789",
      address: "Ibrahimbagh, Hyderabad",
      message: "A React workshop for 60 students.",
    },
  });
  expect(response.status()).toBe(201);
}

/** From the footer to the emailed link and its "Show my data" button, as the person goes. */
export async function openYourData(page: Page, mailbox: Mailbox, email: string) {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Your data" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await expect(page.getByText(/grievance officer, .+ answers every complaint/)).toBeVisible();

  await page.getByRole("textbox", { name: "Email" }).first().fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();

  const mail = await mailbox.waitFor(email, "Your link to see your data");
  const link = /https?:\/\/\S+\/your-data\?token=[\w-]{32}/.exec(mail.text)?.[0];
  expect(link, "the link in the email").toBeDefined();
  await page.goto(link!);
  await page.getByRole("button", { name: "Show my data" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "What we hold" })).toBeVisible();
}
