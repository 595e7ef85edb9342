// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// (The Razorpay step adds Checkout's <script>: the test browser loads no scripts and, with
// this setting, reports it loaded. The test defines the `Razorpay` the script would.)
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { pipelineProjects } from "#shared/content/projects";
import type { PipelineProjectView } from "#shared/domain/projects";
import type { RazorpayCheckout, RegistrationStatusView } from "#shared/domain/registrations";
import { AuthProvider } from "../auth/AuthProvider";
import { razorpayDismissed, razorpayFailedToLoad } from "./messages";
import { PaymentStatusBanner } from "./PaymentStatusBanner";
import {
  razorpayCheckoutScript,
  type RazorpayCheckoutOptions,
  type RazorpayFailure,
} from "./razorpay-checkout";
import { RegistrationDialog, type DialogOpening } from "./RegistrationDialog";

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
const reference = "KVRZP00001";
const checkout: RazorpayCheckout = {
  keyId: "rzp_test_123",
  orderId: "order_Abcdefghijklmn",
  amount: 50_000,
  currency: "INR",
  name: "Kodeveda Technologies",
  description: project.title,
  prefill: { name: "Asha Rao", email: "asha@example.com", contact: "+919876543210" },
};
const signed = {
  razorpay_payment_id: "pay_Abcdefghijklmn",
  razorpay_order_id: checkout.orderId,
  razorpay_signature: "a".repeat(64),
};
const view = (status: RegistrationStatusView["status"], checkoutVerified: boolean) => ({
  reference,
  status,
  paymentMethod: "razorpay",
  projectTitle: project.title,
  checkoutVerified,
});

/**
 * What Checkout.js defines, as far as the site uses it: every instance made, how often each
 * was opened, and its options and payment.failed listeners, for the test to act as the
 * student in Checkout.
 */
class FakeRazorpay {
  static made: FakeRazorpay[] = [];
  opened = 0;
  failedListeners: Array<(failure: RazorpayFailure) => void> = [];
  constructor(readonly options: RazorpayCheckoutOptions) {
    FakeRazorpay.made.push(this);
  }
  open() {
    this.opened += 1;
  }
  on(event: string, listener: (failure: RazorpayFailure) => void) {
    if (event === "payment.failed") this.failedListeners.push(listener);
  }
}

const checkoutWindow = () => {
  const [made] = FakeRazorpay.made;
  if (!made) throw new Error("Checkout was not opened");
  return made;
};

type Answer = () => Response;
let answers: Record<string, Answer>;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  FakeRazorpay.made = [];
  window.Razorpay = FakeRazorpay;
  answers = {
    "/api/account/get-session": () => Response.json(null),
    "/api/payments/options": () =>
      Response.json({
        card: { publishableKey: "pk_test_123" },
        razorpay: { keyId: checkout.keyId },
        upi: true,
        returnUrl: "/projects",
      }),
    "/api/register": () => Response.json({ reference, razorpay: checkout }, { status: 201 }),
    [`/api/registrations/${reference}/payment`]: () =>
      Response.json({ reference, razorpay: checkout }),
    [`/api/registrations/${reference}/razorpay`]: () =>
      Response.json(view("pending_payment", true)),
    [`/api/registrations/${reference}`]: () => Response.json(view("pending_payment", true)),
  };
  fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (/^\/api\/projects\/[a-z0-9-]+\/seats$/.test(url)) {
      return Promise.resolve(
        Response.json({ projectId: project.id, seatsLeft: 12, registrationOpen: true }),
      );
    }
    const answer = answers[url];
    if (!answer) return Promise.reject(new Error(`unexpected request to ${url}`));
    return Promise.resolve(answer());
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete window.Razorpay;
  document.querySelector(`script[src="${razorpayCheckoutScript}"]`)?.remove();
});

const calls = (url: string) => fetchSpy.mock.calls.filter(([called]) => called === url);

/** /projects with its banner and the dialog, opened as a card's Register Now opens it. */
function renderProjects(opening: DialogOpening = { project, form: "register" }) {
  const onClose = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/projects",
      Component: () => (
        <AuthProvider>
          <PaymentStatusBanner />
          <RegistrationDialog projects={projects} opening={opening} onClose={onClose} />
        </AuthProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/projects"]} />);
  return { user: userEvent.setup(), onClose };
}

/** Fills the details in and continues with Razorpay, the method chosen for the student. */
async function continueWithRazorpay(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("radio", { name: "Razorpay" });
  expect(screen.getByRole("radio", { name: "Razorpay" })).toHaveProperty("checked", true);
  await user.type(screen.getByLabelText("Full name"), "Asha Rao");
  await user.type(screen.getByLabelText("Email"), "asha@example.com");
  await user.type(screen.getByLabelText("Phone"), "+91 98765 43210");
  await user.type(screen.getByLabelText("College"), "JNTU Hyderabad");
  await user.type(screen.getByLabelText("Section"), "CSE-A");
  await user.selectOptions(screen.getByLabelText("Year"), "2nd Year");
  await user.click(screen.getByRole("button", { name: "Continue to payment" }));
}

async function registerWithRazorpay(user: ReturnType<typeof userEvent.setup>) {
  await continueWithRazorpay(user);
  await checkoutOpened(1);
}

/**
 * Checkout is open (for the n-th time) and the dialog has stepped aside: under a modal
 * dialog, Checkout's window would be covered and inert.
 */
async function checkoutOpened(times: number) {
  await vi.waitFor(() => expect(checkoutWindow().opened).toBe(times));
  expect(screen.queryByRole("dialog")).toBeNull();
}

/** The student closes Checkout; the dialog is back, its Try again focused. */
async function closeCheckout() {
  checkoutWindow().options.modal.ondismiss();
  const tryAgain = await screen.findByRole("button", { name: "Try again" });
  // Focus moves in an effect after the render that shows the button: on a busy machine,
  // a moment after the button is found.
  await vi.waitFor(() => expect(document.activeElement).toBe(tryAgain));
  return tryAgain;
}

describe("RegistrationDialog: paying with Razorpay", () => {
  it("loads Checkout only now and opens it with the order, the fee and the student's details", async () => {
    const { user } = renderProjects();
    await screen.findByRole("radio", { name: "Razorpay" });
    expect(document.querySelector(`script[src="${razorpayCheckoutScript}"]`)).toBeNull();
    await registerWithRazorpay(user);

    expect(JSON.parse(calls("/api/register")[0]?.[1]?.body as string)).toMatchObject({
      paymentMethod: "razorpay",
    });
    expect(document.querySelector(`script[src="${razorpayCheckoutScript}"]`)).toBeTruthy();
    expect(checkoutWindow().options).toMatchObject({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: 50_000,
      currency: "INR",
      name: checkout.name,
      description: project.title,
      prefill: checkout.prefill,
      theme: { color: "#174ab0" },
    });
    await closeCheckout();
    expect(screen.getByRole("heading", { name: "Pay with Razorpay" })).toBeTruthy();
    const intro = screen.getByText(
      (_, element) => element?.tagName === "P" && /^Reference/.test(element.textContent),
    );
    expect(intro.textContent).toBe(
      "Reference KVRZP00001. Pay ₹500 by UPI, card or netbanking in Razorpay's secure window.",
    );
  });

  it("sends Checkout's signed answer to the server, then the banner follows the registration", async () => {
    const { user, onClose } = renderProjects();
    await registerWithRazorpay(user);

    checkoutWindow().options.handler(signed);
    const banner = await screen.findByText(
      /^Payment received: we are confirming it with Razorpay\./,
    );
    expect(banner.textContent).toBe(
      `Payment received: we are confirming it with Razorpay. This usually takes a few seconds; then you are registered for ${project.title} and your receipt follows by email. Your reference is ${reference}.`,
    );
    expect(onClose).toHaveBeenCalled();
    const [posted] = calls(`/api/registrations/${reference}/razorpay`);
    expect(posted?.[1]?.method).toBe("POST");
    expect(JSON.parse(posted?.[1]?.body as string)).toEqual(signed);
  });

  it("a failed payment shows Razorpay's reason, and Try again reopens the same order", async () => {
    const { user } = renderProjects();
    await registerWithRazorpay(user);

    const failure = { error: { code: "BAD_REQUEST_ERROR", description: "Your bank declined it." } };
    checkoutWindow().failedListeners.forEach((listener) => listener(failure));
    // Checkout stays open for another attempt; closed, the dialog gives Razorpay's reason.
    expect(screen.queryByRole("dialog")).toBeNull();
    const tryAgain = await closeCheckout();
    expect(screen.getByRole("alert").textContent).toBe("Your bank declined it.");
    expect(screen.queryByText(razorpayDismissed)).toBeNull();

    await user.click(tryAgain);
    await checkoutOpened(2);
    expect(FakeRazorpay.made).toHaveLength(1);
    expect(calls("/api/register")).toHaveLength(1);
    // This time closed without a failure: the reason is gone, the seat is still held.
    await closeCheckout();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText(razorpayDismissed)).toBeTruthy();
  });

  it("closing Checkout unpaid says the seat is held, and Try again reopens it", async () => {
    const { user } = renderProjects();
    await registerWithRazorpay(user);

    const tryAgain = await closeCheckout();
    expect(screen.getByText(razorpayDismissed)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(tryAgain);
    await checkoutOpened(2);
    expect(screen.queryByText(razorpayDismissed)).toBeNull();
  });

  it("a signature the server refuses is shown, and the student may try again", async () => {
    answers[`/api/registrations/${reference}/razorpay`] = () =>
      Response.json({ error: "We could not verify this payment." }, { status: 400 });
    const { user, onClose } = renderProjects();
    await registerWithRazorpay(user);

    checkoutWindow().options.handler(signed);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We could not verify this payment.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says so when Checkout cannot be loaded, and Try again loads it afresh", async () => {
    delete window.Razorpay;
    const { user } = renderProjects();
    await continueWithRazorpay(user);

    expect((await screen.findByRole("alert")).textContent).toBe(razorpayFailedToLoad);
    window.Razorpay = FakeRazorpay;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await checkoutOpened(1);
  });

  it("the pay link of a consented registration pays with Razorpay too", async () => {
    const { user } = renderProjects({
      project: { id: "", title: project.title },
      form: "register",
      payment: view("pending_payment", false) as RegistrationStatusView,
    });
    const choice = await screen.findByRole("radio", { name: "Razorpay" });
    expect(choice).toHaveProperty("checked", true);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await checkoutOpened(1);
    expect(calls(`/api/registrations/${reference}/payment`)).toHaveLength(1);
    expect(checkoutWindow().options.order_id).toBe(checkout.orderId);
  });
});

describe("PaymentStatusBanner after a Razorpay payment", () => {
  it("follows the registration by its reference until the webhook has made it paid", async () => {
    let status = view("pending_payment", true);
    answers[`/api/registrations/${reference}`] = () => Response.json(status);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const Stub = createRoutesStub([{ path: "/projects", Component: PaymentStatusBanner }]);
      render(<Stub initialEntries={[`/projects?success=true&reference=${reference}`]} />);
      expect(await screen.findByText(/^Payment received: we are confirming it/)).toBeTruthy();
      status = view("paid", true);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(
        await screen.findByText(
          `Payment received: you are registered for ${project.title}. Your receipt is on its way to your email. Your reference is ${reference}.`,
        ),
      ).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
