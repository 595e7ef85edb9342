import { z } from "zod/mini";
import { honeypot, maxLength, messageText, requiredEmail, requiredText } from "./fields";
import { isBookingContactNumber } from "./phone";

/** The booking form (/book-slot) and POST /api/bookings, with the specification's fields. */
export const bookingSchema = z.strictObject({
  organizationName: requiredText(
    "Organization name",
    "Organization name is required",
    maxLength.name,
  ),
  email: requiredEmail(),
  contactNumber: requiredText(
    "Contact number",
    "Contact number is required",
    maxLength.phone,
  ).check(z.refine(isBookingContactNumber, "Please enter a valid contact number")),
  address: requiredText("Address", "Address is required", maxLength.address),
  message: messageText("Message is required"),
  [honeypot.name]: honeypot.schema,
});

export type BookingInput = z.infer<typeof bookingSchema>;
