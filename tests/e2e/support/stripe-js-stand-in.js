// A stand-in for the parts of Stripe.js the site calls (Stripe(), elements(), create("payment"),
// mount, on("ready"), destroy, confirmPayment), served in place of https://js.stripe.com in the
// end-to-end tests. The "Payment Element" is a plain card-number field; the number decides
// the outcome, like Stripe's test cards: 4242… succeeds, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 9995 makes confirmPayment throw.
(function () {
  function Stripe(publishableKey) {
    if (!/^pk_/.test(publishableKey)) throw new Error("Invalid publishable key");
    var cardInput = null;
    var clientSecret = null;
    return {
      _registerWrapper: function () {},
      elements: function (options) {
        clientSecret = options.clientSecret;
        return {
          create: function () {
            var handlers = {};
            var host = null;
            return {
              on: function (event, handler) {
                handlers[event] = handler;
                return this;
              },
              mount: function (target) {
                host = typeof target === "string" ? document.querySelector(target) : target;
                var label = document.createElement("label");
                label.textContent = "Card number";
                label.style.display = "block";
                cardInput = document.createElement("input");
                cardInput.setAttribute("inputmode", "numeric");
                cardInput.style.display = "block";
                cardInput.style.border = "1px solid #94a3b8";
                label.appendChild(cardInput);
                host.appendChild(label);
                setTimeout(function () {
                  if (handlers.ready) handlers.ready({ elementType: "payment" });
                }, 0);
              },
              destroy: function () {
                if (host) host.textContent = "";
              },
            };
          },
        };
      },
      confirmPayment: function (options) {
        var number = (cardInput && cardInput.value ? cardInput.value : "").replace(/\s/g, "");
        var intentId = String(clientSecret).split("_secret_")[0];
        if (number === "4000000000009995") return Promise.reject(new Error("connection lost"));
        if (number === "4000000000000002") {
          return Promise.resolve({
            error: {
              type: "card_error",
              code: "card_declined",
              message: "Your card was declined.",
            },
          });
        }
        if (!options.confirmParams || !options.confirmParams.return_url) {
          return Promise.resolve({
            error: { type: "invalid_request_error", message: "return_url is required" },
          });
        }
        window.__stripeConfirmation = {
          intentId: intentId,
          returnUrl: options.confirmParams.return_url,
          redirect: options.redirect,
        };
        return Promise.resolve({ paymentIntent: { id: intentId, status: "succeeded" } });
      },
    };
  }
  Stripe.version = "clover";
  window.Stripe = Stripe;
})();
