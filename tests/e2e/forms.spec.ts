import type { Page } from "@playwright/test";
import { expect, pageBeforeReact, test, unique, phone } from "./support/fixtures";

/** An empty contact form after a send: every field marked with its message, Name focused. */
async function expectEmptyContactFormMarked(page: Page) {
  const name = page.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Name is required");
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters long")).toBeVisible();
}

test.describe("contact form", phone, () => {
  test("shows each field's error under it, focuses the first, and clears an error on edit", async ({
    page,
    consoleErrors,
    checkAccessibility,
  }) => {
    await page.goto("/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    await expect(send).toBeEnabled();
    await send.click();
    await expectEmptyContactFormMarked(page);
    await expect(page.getByRole("status").filter({ hasText: "Please correct" })).toBeVisible();
    await checkAccessibility();

    await page.getByRole("textbox", { name: "Phone" }).fill("12345");
    await expect(page.getByText("Phone number is required")).toBeHidden();
    await send.click();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    // Validation runs within the page's Content-Security-Policy: nothing is refused.
    expect(consoleErrors()).toEqual([]);
  });

  test("Sending..., Message Sent!, then back to Send Message after 5 seconds", async ({
    page,
    pausedClock,
    holdRequests,
  }) => {
    await pausedClock.open("/contact", "Send Message");
    await page.getByRole("textbox", { name: "Name" }).fill("Priya Sharma");
    await page.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
    await page
      .getByRole("textbox", { name: "Email", exact: true })
      .fill(`priya-${unique()}@example.com`);
    await page.getByRole("textbox", { name: "Message" }).fill("Is there a weekend batch?");
    const release = await holdRequests("**/api/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "one business day" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
    await page.clock.runFor(4_900);
    await expect(page.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("a failed request reads Failed, then Try Again", async ({ page, pausedClock }) => {
    await pausedClock.open("/contact", "Send Message");
    await page.route("**/api/contact", (route) => route.abort("connectionfailed"));
    await page.getByRole("textbox", { name: "Name" }).fill("Priya Sharma");
    await page.getByRole("textbox", { name: "Phone" }).fill("98765 43210");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("priya@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Is there a weekend batch?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Failed" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "was not sent" })).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(page.getByRole("button", { name: "Try Again" })).toBeEnabled();
    // What was typed is still there to send again.
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Priya Sharma");
  });
});

test(
  "the contact form works before React: empty fields are marked, a full one is sent once React runs",
  phone,
  async ({ browser }) => {
    const { page, errors, hydrate } = await pageBeforeReact(browser, "/contact");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) sent.push(request.method());
    });
    const send = page.getByRole("button", { name: "Send Message" });
    const name = page.getByRole("textbox", { name: "Name" });

    await expect(send).toBeEnabled();
    await send.click();
    await expectEmptyContactFormMarked(page);
    await name.fill("Priya Sharma");
    await expect(name).not.toHaveAttribute("aria-invalid", /./);
    await expect(page.getByText("Name is required")).toBeHidden();

    const email = `priya-${unique()}@example.com`;
    await page.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Message" }).fill("Is there a weekend batch?");
    await send.click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Phone number is required",
      "Message must be at least 10 characters long",
    ]) {
      await expect(page.getByText(message)).toBeHidden();
    }
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(sent).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    // React takes the page over and sends the message the visitor sent, once.
    await hydrate();
    await expect(page.getByRole("button", { name: "Message Sent!" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "one business day" })).toBeVisible();
    expect(sent).toEqual(["POST"]);
    expect(errors()).toEqual([]);
    await page.close();
  },
);

test(
  "marks made before React become React's: the error clears when the field is edited",
  phone,
  async ({ browser }) => {
    const { page, hydrate } = await pageBeforeReact(browser, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    const phone = page.getByRole("textbox", { name: "Phone" });
    await expect(phone).toHaveAccessibleDescription("Phone number is required");
    await hydrate();
    await expect(phone).toHaveAccessibleDescription("Phone number is required");
    await phone.fill("98765 43210");
    await expect(phone).not.toHaveAttribute("aria-invalid", /./);
    await expect(page.getByText("Phone number is required")).toBeHidden();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.close();
  },
);

for (const form of [
  {
    name: "booking form",
    path: "/book-slot",
    scope: (page: Page) => page.locator("main"),
    send: "Book a Slot",
    field: "Organization name",
    message: "Organization name is required",
  },
  {
    name: "footer's newsletter box",
    path: "/about",
    scope: (page: Page) => page.locator("footer"),
    send: "Subscribe",
    field: "Email address",
    message: "Please enter a valid email.",
  },
]) {
  test(
    `the ${form.name} works before React too, and React keeps its message`,
    phone,
    async ({ browser }) => {
      const { page, errors, hydrate } = await pageBeforeReact(browser, form.path);
      const box = form.scope(page);
      const field = box.getByRole("textbox", { name: form.field, exact: true });
      await box.getByRole("button", { name: form.send }).click();
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(box.getByText(form.message, { exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(form.path);

      await hydrate();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(box.getByText(form.message, { exact: true })).toBeVisible();
      await field.fill("a");
      await expect(field).not.toHaveAttribute("aria-invalid", /./);
      expect(errors()).toEqual([]);
      await page.close();
    },
  );
}

test.describe("booking form", phone, () => {
  const fill = async (page: Page, email = `tpo-${unique()}@college.example`) => {
    await page.getByRole("textbox", { name: "Organization name" }).fill("Vasavi College");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Contact number" }).fill("+91 40 2345 6789");
    await page
      .getByRole("textbox", { name: "Address", exact: true })
      .fill("Ibrahimbagh, Hyderabad");
    await page.getByRole("textbox", { name: "Message" }).fill("A React workshop for 60 students.");
  };

  test("success: the banner, a cleared form, a disabled button, and idle again after 5 s", async ({
    page,
    pausedClock,
  }) => {
    await pausedClock.open("/book-slot", "Book a Slot");
    await fill(page);
    await page.getByRole("button", { name: "Book a Slot" }).click();
    await expect(
      page.getByText(
        "Thank you! Your booking request has been submitted successfully. We'll contact you within 24 hours.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Organization name" })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Book a Slot" })).toBeDisabled();
    await page.clock.runFor(5_000);
    await expect(page.getByText("Thank you! Your booking request")).toBeHidden();
    await expect(page.getByRole("button", { name: "Book a Slot" })).toBeEnabled();
  });

  test("the server's field errors show under their fields and clear when edited", async ({
    page,
    pausedClock,
  }) => {
    await pausedClock.open("/book-slot", "Book a Slot");
    await page.route("**/api/bookings", (route) =>
      route.fulfill({
        status: 400,
        json: { errors: [{ path: "contactNumber", msg: "Please enter a valid contact number" }] },
      }),
    );
    await fill(page);
    await page.getByRole("button", { name: "Book a Slot" }).click();
    const number = page.getByRole("textbox", { name: "Contact number" });
    await expect(number).toHaveAccessibleDescription(/Please enter a valid contact number/);
    await expect(number).toBeFocused();
    await expect(
      page.getByText("Sorry, there was an error submitting your booking. Please try again."),
    ).toBeVisible();
    await number.fill("+91 98765 43210");
    await expect(page.getByText("Please enter a valid contact number")).toBeHidden();
    await page.clock.runFor(5_000);
    await expect(page.getByText("Sorry, there was an error")).toBeHidden();
  });

  test("a booking whose answer was lost on the way is stored once when sent again", async ({
    page,
    pausedClock,
  }) => {
    await pausedClock.open("/book-slot", "Book a Slot");
    const sent: { key: string | undefined; id: string; replayed: boolean }[] = [];
    await page.route("**/api/bookings", async (route) => {
      // The request reaches the server and is stored; the first answer never gets back.
      const response = await route.fetch();
      const { id } = (await response.json()) as { id: string };
      sent.push({
        key: route.request().headers()["idempotency-key"],
        id,
        replayed: response.headers()["idempotent-replayed"] === "true",
      });
      if (sent.length === 1) await route.abort("connectionreset");
      else await route.fulfill({ response });
    });
    await fill(page);
    const book = page.getByRole("button", { name: "Book a Slot" });
    await book.click();
    await expect(
      page.getByText("Sorry, there was an error submitting your booking. Please try again."),
    ).toBeVisible();
    await book.click();
    await expect(page.getByText("Thank you! Your booking request")).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).toEqual({ key: sent[0]?.key, id: sent[0]?.id, replayed: true });
  });

  test("a server failure shows the error banner and keeps what was typed", async ({
    page,
    pausedClock,
  }) => {
    await pausedClock.open("/book-slot", "Book a Slot");
    await page.route("**/api/bookings", (route) =>
      route.fulfill({ status: 503, json: { error: "The service is starting up." } }),
    );
    await fill(page, "tpo@college.example");
    await page.getByRole("button", { name: "Book a Slot" }).click();
    await expect(
      page.getByText("Sorry, there was an error submitting your booking. Please try again."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(
      "tpo@college.example",
    );
  });
});

for (const [where, path, scope] of [
  ["blog", "/blog", (page: Page) => page.getByRole("region", { name: /inbox/ })],
  ["footer", "/about", (page: Page) => page.getByRole("contentinfo")],
] as const) {
  test(
    `the ${where} newsletter box: checks the address, thanks, and resets after 4 s`,
    phone,
    async ({ page, pausedClock }) => {
      const box = scope(page);
      const subscribe = box.getByRole("button", { name: "Subscribe" });
      await pausedClock.open(path, () => subscribe);
      const email = box.getByRole("textbox", { name: "Email address" });
      await email.fill("not-an-address");
      await subscribe.click();
      await expect(box.getByText("Please enter a valid email.")).toBeVisible();
      await expect(email).toBeFocused();

      await email.fill(`reader-${unique()}@example.com`);
      await subscribe.click();
      await expect(box.getByText("Thank you for subscribing!")).toBeVisible();
      await expect(email).toHaveValue("");
      await page.clock.runFor(3_900);
      await expect(box.getByText("Thank you for subscribing!")).toBeVisible();
      await page.clock.runFor(200);
      await expect(box.getByText("Thank you for subscribing!")).toBeHidden();
    },
  );
}
