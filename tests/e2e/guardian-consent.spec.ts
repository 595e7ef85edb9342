import { expect, test, unique } from "./support/fixtures";

test.describe("a student under 18", () => {
  test.use({ stripeJsStandIn: true });

  test("waits for the guardian, who consents from the emailed link; the student then pays from theirs", async ({
    page,
    registration,
    mailbox,
    consoleErrors,
    checkAccessibility,
  }) => {
    const { project } = registration;
    const id = unique();
    const email = `minor-${id}@student.example`;
    const guardianEmail = `guardian-${id}@parent.example`;
    const dialog = await registration.open();
    await registration.fillDetails(email, "Card (Stripe)");

    // Ticking the box asks for the guardian, at the fields, in plain sentences.
    await expect(dialog.getByRole("textbox", { name: "Parent's or guardian's name" })).toBeHidden();
    await dialog.getByRole("checkbox", { name: /I am under 18/ }).check();
    const guardianName = dialog.getByRole("textbox", { name: "Parent's or guardian's name" });
    const guardianAddress = dialog.getByRole("textbox", { name: "Parent's or guardian's email" });
    await guardianAddress.fill(email);
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(guardianName).toBeFocused();
    await expect(guardianName).toHaveAccessibleDescription(
      "Enter your parent's or guardian's name",
    );
    await expect(guardianAddress).toHaveAccessibleDescription(
      "Your parent's or guardian's email must be different from yours",
    );
    await checkAccessibility();

    await guardianName.fill("Lakshmi Reddy");
    await guardianAddress.fill(guardianEmail);
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await expect(dialog.getByRole("status")).toContainText(
      `We have emailed your parent or guardian: once they agree, we will email you a link to pay for ${project.title}.`,
    );
    // Nothing to pay yet.
    await expect(dialog.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    // The guardian opens the emailed link and presses the button.
    const request = await mailbox.waitFor(guardianEmail, "Your consent is needed");
    const consentUrl = /https?:\/\/\S+\/guardian-consent\?token=[\w-]+/.exec(request.text)?.[0];
    expect(consentUrl).toBeDefined();
    await page.goto(new URL(consentUrl!).pathname + new URL(consentUrl!).search);
    await expect(
      page.getByRole("heading", { level: 1, name: "Consent for a student under 18" }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Ananya Reddy");
    await expect(page.getByRole("main")).toContainText(project.title);
    await expect(page.getByRole("main")).toContainText("₹500");
    await checkAccessibility();
    await page.getByRole("button", { name: "I consent" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you: your consent is recorded" }),
    ).toBeVisible();

    // Used once: the same link again is refused with a clear page.
    await page.goto(new URL(consentUrl!).pathname + new URL(consentUrl!).search);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "This consent link has expired or was already used",
      }),
    ).toBeVisible();

    // The student opens the pay link and reaches the payment step.
    const payMail = await mailbox.waitFor(email, "Your parent or guardian agreed");
    const payUrl = /https?:\/\/\S+\/projects\?pay=KV\w+/.exec(payMail.text)?.[0];
    expect(payUrl).toBeDefined();
    await page.goto(new URL(payUrl!).pathname + new URL(payUrl!).search);
    const pay = page.getByRole("dialog", { name: `Pay for ${project.title}` });
    await expect(pay).toContainText("Your parent or guardian has consented.");
    await expect(pay.getByRole("radio", { name: /Card \(Stripe\)/ })).toBeChecked();
    await pay.getByRole("button", { name: "Continue to payment" }).click();
    await expect(pay.getByRole("textbox", { name: "Card number" })).toBeVisible();
    await expect(pay.getByRole("button", { name: "Pay ₹500" })).toBeVisible();
    await checkAccessibility();
    expect(consoleErrors()).toEqual([]);
  });
});
