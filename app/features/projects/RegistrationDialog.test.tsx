// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// (The card step adds Stripe.js's <script>: the test browser loads no scripts, and this
// setting keeps it from printing an error about it; the card form then stays "Loading".)
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { pipelineProjects } from "../../content/projects";
import { AuthProvider } from "../auth/AuthProvider";
import { RegistrationDialog } from "./RegistrationDialog";
import { noPaymentMethodNote } from "./messages";

const project = pipelineProjects[0];
if (!project) throw new Error("the tests need a pipeline project");

const bothMethods = { card: { publishableKey: "pk_test_123" }, upi: true, returnUrl: "/projects" };
const upiInstructions = {
  link: "upi://pay?pa=techtrain@okaxis&pn=TechTrain&am=500.00&cu=INR&tn=R-UPI-1",
  vpa: "techtrain@okaxis",
  payeeName: "TechTrain",
  amount: "500.00",
};

type Answer = () => Response | Promise<Response>;
let answers: { options: Answer; register: Answer };
let fetchSpy: MockInstance<typeof fetch>;

/** The server as the dialog meets it: no session, the payment options, and /api/register. */
beforeEach(() => {
  answers = {
    options: () => Response.json(bothMethods),
    register: () => Response.json({ reference: "R-UPI-1", upi: upiInstructions }),
  };
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url === "/api/account/get-session") return Response.json(null);
    if (url === "/api/payments/options") return answers.options();
    if (url === "/api/register") return answers.register();
    throw new Error(`unexpected request to ${url}`);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function registerCalls() {
  return fetchSpy.mock.calls.filter(([url]) => url === "/api/register");
}

function renderDialog() {
  const onClose = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/projects",
      Component: () => (
        <AuthProvider>
          <RegistrationDialog project={project} onClose={onClose} />
        </AuthProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/projects"]} />);
  return { user: userEvent.setup(), onClose };
}

/** Waits for the payment options, so the submit button is live. */
async function optionsLoaded() {
  await screen.findByRole("radio", { name: /Card \(Stripe\)/ });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full name"), "Asha Rao");
  await user.type(screen.getByLabelText("Email"), "asha@example.com");
  await user.type(screen.getByLabelText("Phone"), "+91 98765 43210");
  await user.type(screen.getByLabelText("College"), "JNTU Hyderabad");
  await user.type(screen.getByLabelText("Section"), "CSE-A");
  await user.selectOptions(screen.getByLabelText("Year"), "2nd Year");
}

/** A paragraph by its whole text, across the <strong> inside it. */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === text;

const continueButton = () => screen.getByRole("button", { name: "Continue to payment" });

describe("RegistrationDialog: details step", () => {
  it("opens on the chosen project with the fee, then offers card and UPI with card chosen", async () => {
    renderDialog();
    expect(screen.getByRole("heading", { name: `Register for ${project.title}` })).toBeTruthy();
    expect(screen.getByText(/Registration fee: ₹500/)).toBeTruthy();
    expect(screen.getByText("Checking which payment methods are available…")).toBeTruthy();
    expect(continueButton()).toHaveProperty("disabled", true);

    await optionsLoaded();
    const card = screen.getByRole("radio", { name: /Card \(Stripe\)/ });
    const upi = screen.getByRole("radio", { name: /UPI/ });
    expect(card).toHaveProperty("checked", true);
    expect(upi).toHaveProperty("disabled", false);
    expect(continueButton()).toHaveProperty("disabled", false);
    expect(screen.getByLabelText<HTMLSelectElement>("Project").value).toBe(project.id);
  });

  it("the title follows another project chosen in the dialog", async () => {
    const other = pipelineProjects[1];
    if (!other) throw new Error("the test needs a second pipeline project");
    const { user } = renderDialog();
    await optionsLoaded();
    await user.selectOptions(screen.getByLabelText("Project"), other.id);
    expect(screen.getByRole("heading", { name: `Register for ${other.title}` })).toBeTruthy();
  });

  it("with card payment off, UPI is chosen and the student is told why", async () => {
    answers.options = () => Response.json({ ...bothMethods, card: null });
    renderDialog();
    await optionsLoaded();
    expect(screen.getByRole("radio", { name: /Card \(Stripe\)/ })).toHaveProperty("disabled", true);
    expect(screen.getByRole("radio", { name: /UPI/ })).toHaveProperty("checked", true);
    expect(
      screen.getByText("Card payment is not available at the moment. You can still pay by UPI."),
    ).toBeTruthy();
  });

  it("when the payment options cannot be fetched, it gives the office's contacts instead", async () => {
    answers.options = () => new Response("Service unavailable", { status: 503 });
    renderDialog();
    expect(await screen.findByText(noPaymentMethodNote)).toBeTruthy();
    expect(continueButton()).toHaveProperty("disabled", true);
  });

  it("shows what is missing without asking the server, and an error clears when its field is edited", async () => {
    const { user } = renderDialog();
    await optionsLoaded();
    await user.click(continueButton());

    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Phone number is required")).toBeTruthy();
    expect(screen.getByText("Please choose your year of study")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));
    expect(registerCalls()).toHaveLength(0);

    await user.type(screen.getByLabelText("Full name"), "A");
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByText("Phone number is required")).toBeTruthy();
  });

  it("sends the details with the chosen project and payment method to /api/register", async () => {
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(screen.getByRole("radio", { name: /UPI/ }));
    await user.click(continueButton());
    await screen.findByRole("heading", { name: "Pay by UPI" });

    const [call] = registerCalls();
    expect(call?.[1]?.method).toBe("POST");
    const body = call?.[1]?.body;
    expect(typeof body).toBe("string");
    expect(JSON.parse(body as string)).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      college: "JNTU Hyderabad",
      section: "CSE-A",
      year: "2nd Year",
      paymentMethod: "upi",
      projectId: project.id,
      under18: false,
    });
  });

  it("shows 'Registration failed' when the server's answer has no sentence", async () => {
    answers.register = () => Response.json({}, { status: 500 });
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(continueButton());

    expect((await screen.findByRole("alert")).textContent).toBe("Registration failed");
    expect(continueButton()).toHaveProperty("disabled", false);
  });

  it("shows the server's own sentence when it gives one", async () => {
    answers.register = () =>
      Response.json({ error: "Registrations for this project are closed" }, { status: 409 });
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(continueButton());

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Registrations for this project are closed",
    );
  });

  it("shows 'An error occurred' when the request gets no answer", async () => {
    answers.register = () => {
      throw new TypeError("Failed to fetch");
    };
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(continueButton());

    expect((await screen.findByRole("alert")).textContent).toBe("An error occurred");
  });

  it("shows the server's field errors at their fields and focuses the first", async () => {
    answers.register = () =>
      Response.json(
        { errors: [{ path: "email", msg: "This email address cannot receive mail" }] },
        { status: 400 },
      );
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(continueButton());

    expect(await screen.findByText("This email address cannot receive mail")).toBeTruthy();
    const email = screen.getByLabelText("Email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("RegistrationDialog: payment steps", () => {
  it("a UPI answer shows the UPI step with the amount", async () => {
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(screen.getByRole("radio", { name: /UPI/ }));
    await user.click(continueButton());

    const heading = await screen.findByRole("heading", { name: "Pay by UPI" });
    expect(document.activeElement).toBe(heading);
    // The UPI step is loaded on demand; wait for it rather than its fallback.
    const qr = await screen.findByRole("img", {
      name: "UPI QR code to pay ₹500.00 to TechTrain",
    });
    expect(qr).toBeTruthy();
    const steps = screen.getByRole("list");
    expect(within(steps).getByText("₹500.00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open in UPI app" }).getAttribute("href")).toBe(
      upiInstructions.link,
    );
    expect(
      screen.getByText(
        paragraph(`Reference R-UPI-1 for ${project.title}: it is filled in as the payment note.`),
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText("UPI transaction reference (UTR)", { exact: false })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).toBeNull();
  });

  it("a card answer shows the card step with the reference and the fee", async () => {
    answers.register = () =>
      Response.json({ client_secret: "pi_123_secret_456", reference: "R-CARD-1" });
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(continueButton());

    const heading = await screen.findByRole("heading", { name: "Pay by card" });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(paragraph("Reference R-CARD-1. Enter your card details to pay ₹500.")),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay ₹500" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Loading the secure card form…")).toBeTruthy();
  });
});
