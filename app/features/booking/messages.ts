/** The booking banners, word for word from the specification (docs/product.md §8). */
export const bookingSuccess =
  "Thank you! Your booking request has been submitted successfully. We'll contact you within 24 hours.";
export const bookingFailure =
  "Sorry, there was an error submitting your booking. Please try again.";
