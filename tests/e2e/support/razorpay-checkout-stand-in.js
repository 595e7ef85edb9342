// A stand-in for Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js) as the site
// uses it: new Razorpay(options), open(), close(), on("payment.failed"), and the options'
// handler and modal.ondismiss. Like Checkout, open() puts a full-window frame from
// https://api.razorpay.com at the end of <body> and hears from it by postMessage; the
// end-to-end tests route that address to razorpay-checkout-frame.html, where the student
// pays, fails or closes.
(function () {
  var frameOrigin = "https://api.razorpay.com";

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !/^rzp_(test|live)_\w+$/.test(options.key)) {
      throw new Error("Razorpay: the key is missing or invalid");
    }
    if (!/^order_\w+$/.test(options.order_id)) throw new Error("Razorpay: order_id is invalid");
    if (typeof options.handler !== "function") throw new Error("Razorpay: handler is required");
    this._options = options;
    this._listeners = {};
    this._frame = null;
    this._onMessage = null;
  }

  Razorpay.prototype.on = function (event, listener) {
    (this._listeners[event] = this._listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this._frame) return this;
    var options = this._options;
    var prefill = options.prefill || {};
    var query = new URLSearchParams({
      key_id: options.key,
      order_id: options.order_id,
      amount: String(options.amount),
      currency: options.currency || "INR",
      name: options.name || "",
      description: options.description || "",
      "prefill[name]": prefill.name || "",
      "prefill[email]": prefill.email || "",
      "prefill[contact]": prefill.contact || "",
      theme: (options.theme && options.theme.color) || "",
      origin: window.location.origin,
    });
    var frame = document.createElement("iframe");
    frame.title = "Razorpay Checkout";
    frame.src = frameOrigin + "/v1/checkout/public?" + query.toString();
    frame.setAttribute(
      "style",
      "position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;",
    );
    this._onMessage = (event) => {
      if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return;
      var message = event.data || {};
      if (message.event === "payment.success") {
        this.close();
        options.handler(message.response);
      } else if (message.event === "payment.failed") {
        (this._listeners["payment.failed"] || []).forEach((listener) => {
          listener(message.response);
        });
      } else if (message.event === "modal.dismissed") {
        this.close();
        if (options.modal && typeof options.modal.ondismiss === "function") {
          options.modal.ondismiss();
        }
      }
    };
    window.addEventListener("message", this._onMessage);
    document.body.appendChild(frame);
    this._frame = frame;
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this._frame) return;
    window.removeEventListener("message", this._onMessage);
    this._frame.remove();
    this._frame = null;
  };

  window.Razorpay = Razorpay;
})();
