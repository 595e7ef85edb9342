// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// (The card step adds Stripe.js's <script>: the test browser loads no scripts, and this
// setting keeps it from printing an error about it; the card form then stays "Loading".)
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import { projectMessages, type PipelineProjectView } from "#shared/domain/projects";
import { AuthProvider } from "../auth/AuthProvider";
import { RegistrationDialog, type DialogOpening } from "./RegistrationDialog";
import {
  cardAndUpiUnavailableWithRazorpayNote,
  cardUnavailableWithRazorpayNote,
  noPaymentMethodNote,
  offerHeldNote,
  upiUnavailableNote,
  upiUnavailableWithRazorpayNote,
} from "./messages";

/** The page's pipeline, as its loader reads it from the database. */
const projects: PipelineProjectView[] = pipelineProjects.map((p) => ({
  ...p,
  seats: 20,
  seatsLeft: 20,
  registrationOpen: true,
  nextSession: null,
}));
const project: PipelineProjectView = (() => {
  const [first] = projects;
  if (!first) throw new Error("the tests need a pipeline project");
  return first;
})();

const bothMethods = {
  card: { publishableKey: "pk_test_123" },
  razorpay: null,
  upi: true,
  returnUrl: "/projects",
};
const razorpay = { keyId: "rzp_test_123" };
const upiInstructions = {
  link: "upi://pay?pa=techtrain@okaxis&pn=TechTrain&am=500.00&cu=INR&tn=R-UPI-1",
  vpa: "techtrain@okaxis",
  payeeName: "TechTrain",
  amount: "500.00",
};

type Answer = () => Response | Promise<Response>;
let answers: {
  options: Answer;
  register: Answer;
  seats: (projectId: string) => Response;
  waitlist: Answer;
};
let fetchSpy: MockInstance<typeof fetch>;

const seatsPath = /^\/api\/projects\/([a-z0-9-]+)\/seats$/;

/**
 * The server as the dialog meets it: no session, the payment options, the seats,
 * /api/register and the waitlist.
 */
beforeEach(() => {
  answers = {
    options: () => Response.json(bothMethods),
    register: () => Response.json({ reference: "R-UPI-1", upi: upiInstructions }),
    seats: (projectId) => Response.json({ projectId, seatsLeft: 12, registrationOpen: true }),
    waitlist: () => Response.json({ message: projectMessages.waitlistJoined }, { status: 201 }),
  };
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url === "/api/account/get-session") return Response.json(null);
    if (url === "/api/payments/options") return answers.options();
    if (url === "/api/register") return answers.register();
    const seats = seatsPath.exec(url);
    if (seats?.[1]) return answers.seats(seats[1]);
    if (url === `/api/projects/${project.id}/waitlist`) return answers.waitlist();
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

function postedBody(url: string): unknown {
  const call = fetchSpy.mock.calls.find(([called]) => called === url);
  expect(call?.[1]?.method).toBe("POST");
  const body = call?.[1]?.body;
  expect(typeof body).toBe("string");
  return JSON.parse(body as string);
}

function renderDialog(opening: DialogOpening = { project, form: "register" }) {
  const onClose = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/projects",
      Component: () => (
        <AuthProvider>
          <RegistrationDialog projects={projects} opening={opening} onClose={onClose} />
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
    const other = projects[1];
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

  it("with Razorpay on, offers it first and chooses it, then card and UPI", async () => {
    answers.options = () => Response.json({ ...bothMethods, razorpay });
    renderDialog();
    await optionsLoaded();
    const choices = screen.getAllByRole("radio");
    expect(choices.map((choice) => choice.getAttribute("value"))).toEqual([
      "razorpay",
      "stripe",
      "upi",
    ]);
    const first = screen.getByRole("radio", { name: "Razorpay" });
    expect(first).toBe(choices[0]);
    expect(first).toHaveProperty("checked", true);
    expect(first.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(first.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "UPI, cards, netbanking — confirmed instantly",
    );
    // Razorpay's detail mentions UPI; the name "UPI" still means the UPI choice alone.
    expect(screen.getAllByRole("radio", { name: /UPI/ })).toEqual([choices[2]]);
    expect(screen.queryByText(/not available/)).toBeNull();
  });

  it.each([
    ["Razorpay alone", { card: null, upi: false }, cardAndUpiUnavailableWithRazorpayNote],
    ["Razorpay and UPI", { card: null }, cardUnavailableWithRazorpayNote],
    ["Razorpay and card", { upi: false }, upiUnavailableWithRazorpayNote],
  ])("with %s, says what is missing and that Razorpay takes its place", async (_, off, note) => {
    answers.options = () => Response.json({ ...bothMethods, razorpay, ...off });
    renderDialog();
    await optionsLoaded();
    expect(screen.getByRole("radio", { name: "Razorpay" })).toHaveProperty("checked", true);
    expect(screen.getByText(note)).toBeTruthy();
    expect(continueButton()).toHaveProperty("disabled", false);
  });

  it("without Razorpay, offers card and UPI only, and says when UPI is off", async () => {
    answers.options = () => Response.json({ ...bothMethods, upi: false });
    renderDialog();
    await optionsLoaded();
    expect(screen.queryByRole("radio", { name: "Razorpay" })).toBeNull();
    expect(screen.getByRole("radio", { name: /Card \(Stripe\)/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: /UPI/ })).toHaveProperty("disabled", true);
    expect(screen.getByText(upiUnavailableNote)).toBeTruthy();
  });

  it("with no method on, gives the office's contacts and cannot continue", async () => {
    answers.options = () => Response.json({ ...bothMethods, card: null, upi: false });
    renderDialog();
    await optionsLoaded();
    expect(screen.getByText(noPaymentMethodNote)).toBeTruthy();
    expect(continueButton()).toHaveProperty("disabled", true);
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
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("RegistrationDialog: seats and the waitlist", () => {
  it("says how many seats are left in the chosen project, asking again when another is chosen", async () => {
    const other = projects[1];
    if (!other) throw new Error("the test needs a second pipeline project");
    answers.seats = (projectId) =>
      Response.json({
        projectId,
        seatsLeft: projectId === other.id ? 1 : 12,
        registrationOpen: true,
      });
    const { user } = renderDialog();
    expect(await screen.findByText("12 seats left")).toBeTruthy();
    await optionsLoaded();
    await user.selectOptions(screen.getByLabelText("Project"), other.id);
    expect(await screen.findByText("1 seat left")).toBeTruthy();
    expect(screen.queryByText("12 seats left")).toBeNull();
  });

  it("when the project fills up meanwhile, keeps every typed value and offers the waitlist with them", async () => {
    answers.register = () =>
      Response.json({ error: projectMessages.full, code: "project_full" }, { status: 409 });
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    await user.click(continueButton());

    expect((await screen.findByRole("alert")).textContent).toBe(projectMessages.full);
    expect(screen.getByLabelText<HTMLInputElement>("Full name").value).toBe("Asha Rao");
    expect(screen.getByLabelText<HTMLInputElement>("College").value).toBe("JNTU Hyderabad");
    expect(screen.getByLabelText<HTMLInputElement>("Section").value).toBe("CSE-A");
    expect(screen.getByLabelText<HTMLSelectElement>("Year").value).toBe("2nd Year");

    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(
      screen.getByRole("heading", { name: `Join the waitlist for ${project.title}` }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Full name").value).toBe("Asha Rao");
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("asha@example.com");
    expect(screen.getByLabelText<HTMLInputElement>("Phone").value).toBe("+91 98765 43210");
    expect(screen.queryByLabelText("College")).toBeNull();
  });

  it("the waitlist form checks its fields, then joins and says so", async () => {
    const { user } = renderDialog({ project, form: "waitlist" });
    expect(
      screen.getByRole("heading", { name: `Join the waitlist for ${project.title}` }),
    ).toBeTruthy();
    const join = screen.getByRole("button", { name: "Join the waitlist" });
    await user.click(join);
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Phone number is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));

    await user.type(screen.getByLabelText("Full name"), "Asha Rao");
    await user.type(screen.getByLabelText("Email"), "asha@example.com");
    await user.type(screen.getByLabelText("Phone"), "+91 98765 43210");
    await user.click(join);

    expect((await screen.findByRole("status")).textContent).toBe(projectMessages.waitlistJoined);
    expect(postedBody(`/api/projects/${project.id}/waitlist`)).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
    });
  });

  it("shows the server's sentence when the project still has seats, and offers to register instead", async () => {
    answers.waitlist = () =>
      Response.json({ error: projectMessages.waitlistNotFull }, { status: 409 });
    const { user } = renderDialog({
      project,
      form: "waitlist",
      contact: { name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210" },
    });
    await user.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect((await screen.findByRole("alert")).textContent).toBe(projectMessages.waitlistNotFull);
    await user.click(screen.getByRole("button", { name: "Register now" }));
    expect(screen.getByRole("dialog", { name: `Register for ${project.title}` })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue to payment" })).toBeTruthy();
  });

  it("from a seat offer: fills in the offer's details and sends its token with the registration", async () => {
    const { user } = renderDialog({
      project: { id: project.id, title: project.title },
      form: "register",
      contact: { name: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210" },
      offerToken: "offer-token-0123456789abcdef",
    });
    expect(screen.getByText(offerHeldNote)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Full name").value).toBe("Asha Rao");
    expect(screen.getByLabelText<HTMLInputElement>("Phone").value).toBe("+91 98765 43210");
    await optionsLoaded();
    await user.type(screen.getByLabelText("College"), "JNTU Hyderabad");
    await user.type(screen.getByLabelText("Section"), "CSE-A");
    await user.selectOptions(screen.getByLabelText("Year"), "2nd Year");
    await user.click(screen.getByRole("radio", { name: /UPI/ }));
    await user.click(continueButton());
    await screen.findByRole("heading", { name: "Pay by UPI" });
    expect(postedBody("/api/register")).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      projectId: project.id,
      offerToken: "offer-token-0123456789abcdef",
    });
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
    // The step's heading takes focus in an effect once it has mounted.
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
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
    // The step's heading takes focus in an effect once it has mounted.
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText(paragraph("Reference R-CARD-1. Enter your card details to pay ₹500.")),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay ₹500" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Loading the secure card form…")).toBeTruthy();
  });
});

describe("RegistrationDialog: a student under 18", () => {
  it("asks for the guardian once the box is ticked, sends them, and says the guardian was emailed", async () => {
    answers.register = () =>
      Response.json(
        {
          reference: "KVMINOR001",
          awaitingGuardian: {
            reference: "KVMINOR001",
            status: "awaiting_guardian_consent",
            paymentMethod: "stripe",
            projectTitle: project.title,
          },
        },
        { status: 201 },
      );
    const { user } = renderDialog();
    await optionsLoaded();
    await fillDetails(user);
    expect(screen.queryByLabelText("Parent's or guardian's name")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /I am under 18/ }));
    await user.click(continueButton());
    expect(screen.getByText("Enter your parent's or guardian's name")).toBeTruthy();
    expect(screen.getByText("Enter your parent's or guardian's email address")).toBeTruthy();
    expect(registerCalls()).toHaveLength(0);

    await user.type(screen.getByLabelText("Parent's or guardian's name"), "Lakshmi Rao");
    await user.type(screen.getByLabelText("Parent's or guardian's email"), "lakshmi@example.com");
    await user.click(continueButton());
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      `We have emailed your parent or guardian: once they agree, we will email you a link to pay for ${project.title}. Your reference is KVMINOR001.`,
    );
    expect(postedBody("/api/register")).toMatchObject({
      under18: true,
      guardianName: "Lakshmi Rao",
      guardianEmail: "lakshmi@example.com",
    });
  });
});
