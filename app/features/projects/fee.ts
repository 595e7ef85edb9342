/** The registration fee in paise, and how the site states it (SPEC.md §9). */
export const registrationFeePaise = 50_000;
export const registrationFeeText =
  "Registration fee: ₹500, including project materials, mentorship and certification.";
