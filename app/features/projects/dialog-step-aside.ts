/**
 * Razorpay Checkout puts its window at the end of <body>. An open modal <dialog> is in the
 * top layer and makes the rest of the page inert, so under the registration dialog nobody
 * could use Checkout: the dialog steps aside (closes) while Checkout is open, and comes back
 * (modal again) when Checkout closes unpaid. Its `close` event is kept from the Dialog
 * component, whose listener would end the registration, so what the dialog holds stays
 * mounted. Done here, for the one dialog that needs it, rather than in the shared Dialog that
 * every page loads.
 */
export function stepAside(inside: Element | null, aside: boolean): void {
  const dialog = inside?.closest("dialog");
  if (!dialog) return;
  if (aside && dialog.open) {
    // At its target a capturing listener runs before React's own (DOM: capture first).
    dialog.addEventListener("close", (event) => event.stopImmediatePropagation(), {
      capture: true,
      once: true,
    });
    dialog.close();
  } else if (!aside && !dialog.open) {
    dialog.showModal();
  }
}
