import {
  defaultDataRequestResponseDays,
  defaultGrievanceResponseDays,
  defaultRetention,
  retentionRunsAfterIst,
  type RetentionPeriods,
} from "../domain/privacy";
import { companyAddress, grievanceOfficer, type LegalDocument } from "./legal";
import { site } from "./site";

/**
 * What the notice states from the server's configuration (server/config.ts), so that the
 * periods it promises are the ones the daily retention job deletes by.
 */
export interface PrivacyNoticeSettings {
  grievanceOfficer: { name: string; email: string };
  requestResponseDays: number;
  grievanceResponseDays: number;
  retention: RetentionPeriods;
}

/** The notice as it reads without configuration: the defaults and the Grievance Officer of legal.ts. */
export const defaultPrivacyNoticeSettings: PrivacyNoticeSettings = {
  grievanceOfficer: { name: grievanceOfficer.name, email: grievanceOfficer.email },
  requestResponseDays: defaultDataRequestResponseDays,
  grievanceResponseDays: defaultGrievanceResponseDays,
  retention: defaultRetention,
};

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
const days = (count: number) => plural(count, "day");
/** 24 → "2 years", 18 → "18 months". */
const months = (count: number) =>
  count % 12 === 0 ? plural(count / 12, "year") : plural(count, "month");
const runsAt = `${String(retentionRunsAfterIst.hour).padStart(2, "0")}:${String(retentionRunsAfterIst.minute).padStart(2, "0")}`;

export function privacyNoticeFor({
  grievanceOfficer: officer,
  requestResponseDays,
  grievanceResponseDays,
  retention,
}: PrivacyNoticeSettings): LegalDocument {
  return {
    title: "Privacy Notice",
    lastUpdated: "2026-11-25",
    summary:
      "What personal data Kodeveda collects through this website, why, how long we keep it, who we share it with, and how to use your rights under India's Digital Personal Data Protection Act, 2023, including withdrawing consent.",
    sections: [
      {
        heading: "Who we are",
        paragraphs: [
          `This website is run by ${site.legalName} (Kodeveda, we or us), a tech-training company at ${companyAddress}, India.`,
          "Under the Digital Personal Data Protection Act, 2023 (the DPDP Act), we are the Data Fiduciary for the personal data described here: we decide why and how it is used. You, the person the data is about, are the Data Principal.",
        ],
      },
      {
        heading: "Contact form",
        paragraphs: [
          "The contact form collects your name, email address, phone number and message. We store your message, email it to our staff and send you an automatic acknowledgement, and we aim to reply within one business day. We use this data only to:",
        ],
        list: [
          "Confirm that we received your message",
          "Answer you by email or phone",
          "Keep a record of the conversation in case you follow up",
        ],
      },
      {
        heading: "Training booking form",
        paragraphs: [
          "Colleges and organisations can request training through the booking form. It collects the organisation's name, an email address, a contact number, the postal address and your message; contact details that identify a person are personal data. We store the request, notify our staff and send you an acknowledgement, and we aim to contact you within 24 hours. We use this data only to:",
        ],
        list: [
          "Confirm that we received your request",
          "Discuss dates, topics, venue and fees with you",
          "Plan and deliver the training you book, and keep a record of it",
        ],
      },
      {
        heading: "Newsletter",
        paragraphs: [
          `You can subscribe from the footer of any page or from the blog. We collect only your email address, with where you signed up and when. We then email you a link to confirm that the address is yours: until you confirm, we send you nothing else, and an address nobody confirms is deleted after ${days(retention.unconfirmedSubscriberDays)}. When you confirm, we record the time and the internet (IP) address you confirmed from, as the proof that you asked for the newsletter. Every newsletter has an unsubscribe link, and using it stops further emails immediately.`,
          "Our newsletters contain no tracking pixels and no tracked links: we do not record whether you open them or what you click. We only count unsubscribes per newsletter.",
          "We use your email address only to send you emails, roughly once a month, about:",
        ],
        list: ["Upcoming workshops", "Hackathons", "Career tips"],
      },
      {
        heading: "Project registration and payments",
        paragraphs: [
          "When you register for a project, we collect your name, email address, phone number, college, section, year of study, chosen project and payment method, and give your registration a reference number. The fee is ₹500.",
          "Card payments are processed by Stripe. Your card details go directly to Stripe: we never see or store your card number. Stripe tells us whether the payment succeeded and gives us a payment reference, which we keep.",
          "Payments through Razorpay (UPI, cards, netbanking and wallets) are processed by Razorpay Software Private Limited. We give Razorpay your name, email address and phone number to fill in its payment window, and the amount and your registration reference; your card, bank or UPI details go directly to Razorpay and never reach us. Razorpay tells us whether the payment succeeded and gives us its order and payment references, which we keep.",
          "For UPI, you pay to our UPI ID and enter the 12-digit UPI transaction reference (UTR) from your payment app, which our staff check against our bank statement. We never receive your UPI PIN, though our bank statement may show the name or UPI ID the payment came from.",
          "We use this data only to:",
        ],
        list: [
          "Enrol you in the project and keep you informed about it",
          "Take and verify your payment",
          "Provide project materials and mentorship",
          "Issue your certificate when you complete the project",
          "Keep the payment records that Indian accounting and tax law require",
        ],
      },
      {
        heading: "Your account, cookies and server logs",
        paragraphs: [
          "We do not use advertising or analytics cookies, tracking pixels or any other tracking technology, and we do not sell personal data. What we do collect:",
        ],
        list: [
          "Email and password sign-in: your email address, and your password stored only as a salted hash, so nobody at Kodeveda can read it",
          "Google sign-in: Google gives us your name, email address and profile photo URL, which we use to create and show your account",
          "Cookies: only those needed to sign you in and keep you signed in, chiefly a session cookie. They are strictly necessary, HttpOnly (scripts on the page cannot read them) and used for nothing else",
          "Server logs: the IP address, page requested and time of each request, used only to keep the site secure and deleted after 30 days",
        ],
      },
      {
        heading: "Why we may use your data",
        paragraphs: [
          "With each form submission we record which version of this notice you agreed to, and when. We will not use your data for a new purpose without telling you and, where the law requires, asking for your consent again. We rely on:",
        ],
        list: [
          "Consent: each form asks you to agree to this notice before you submit it, and by submitting you consent to the purposes listed above for that form",
          "Legitimate uses under section 7 of the DPDP Act: where you voluntarily give us data for a specific purpose, such as asking a question, we may use it for that purpose, for example to reply, unless you tell us you do not agree",
          "Legal obligations: we keep or disclose data where Indian law requires it, such as payment records for tax purposes",
        ],
      },
      {
        heading: "How long we keep your data",
        paragraphs: [
          "We keep personal data only as long as its purpose or the law requires, then delete it and have our service providers delete it too. Data the law requires us to keep is kept only for that legal purpose, even if you ask us to erase it, and deleted when the period ends.",
          `Every night, at about ${runsAt} India time, our server deletes what has passed its period, or reduces it to what the law requires us to keep. Our retention periods are:`,
        ],
        list: [
          `Contact messages: ${months(retention.contactMessageMonths)}`,
          `Training booking requests: ${months(retention.bookingMonths)}`,
          `Project registrations that were never paid (payment failed, seat hold expired or cancelled), and waitlist places that have ended: ${months(retention.unpaidRegistrationMonths)} after their last change`,
          `Paid project registrations: ${months(retention.paidRegistrationMonths)} after their last change; after that we keep only the payment record (amount, date, reference and payment method), without your name or contact details`,
          `Payment records: ${plural(retention.paymentRecordYears, "year")} from the payment, as Indian accounting and tax law requires`,
          `Newsletter: an unconfirmed address for ${days(retention.unconfirmedSubscriberDays)}; a confirmed one until you unsubscribe, after which we keep only your email address, marked as unsubscribed, so that we never email you again by mistake`,
          `Emails we send you: their content for ${days(retention.sentEmailDays)} after sending; the record of who was sent what and when for as long as the log of staff actions`,
          `The log of staff actions (audit log): ${months(retention.auditLogMonths)}, as the DPDP Rules require at least one year`,
          "Sign-in sessions, sign-in codes and links to see your data: until they expire",
          "Accounts: until you ask us to delete yours",
          "Server logs: 30 days",
        ],
      },
      {
        heading: "Who sees your data, where it is stored and how we protect it",
        paragraphs: [
          "Only authorised Kodeveda staff see your data, and only to respond to you, run our programmes and manage payments. We share it with the service providers (Data Processors) listed below, who may use it only on our instructions and under contract. Google sign-in is also subject to Google's own privacy policy. We disclose data to authorities only where Indian law requires it, such as under a lawful order.",
          "We store data in India where possible. Razorpay stores payment data in India, as the Reserve Bank of India requires; Stripe may process payment data outside India, and any such transfer is made only as the DPDP Act permits.",
          "Our safeguards include encrypted HTTPS connections, salted password hashes, card numbers that never reach our servers, and individual staff sign-ins. If a personal data breach happens, we will inform you and the Data Protection Board of India as the DPDP Act requires.",
          "Our service providers are:",
        ],
        list: [
          "Our email delivery provider (SMTP), which sends our emails",
          "Stripe, which processes card payments",
          "Razorpay, which processes UPI, card, netbanking and wallet payments made through its payment window",
          "Our hosting provider, which runs our servers and database",
        ],
      },
      {
        heading: "Children and students under 18",
        paragraphs: [
          "Under the DPDP Act, anyone under 18 is a child, and we need the verifiable consent of a parent or lawful guardian before processing a child's personal data. If you are under 18, please do not register, create an account or subscribe without your parent or guardian.",
          `A student under 18 who registers for a project gives us the name and email address of a parent or guardian. We email the parent or guardian a link to a page that shows the registration; nothing is charged and the registration is not confirmed until they press I consent there, from their own email. We keep the time and the internet (IP) address of that consent with the registration as its record. If nobody consents within the time the email states, the seat is released. A parent or guardian who cannot use the link can email ${officer.email} or call ${site.phone}.`,
          "If we find we hold a child's data without that consent, we stop using it and delete it unless the law requires us to keep it. We never track children's behaviour or direct advertising at them.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          `The quickest way is the Your data page: enter the email address you used with us and we email you a link, valid for 30 minutes, to a page that lists what we hold about you, where you can download it, ask for a correction, withdraw consent, nominate someone or erase everything. You can also email ${officer.email} from that address or call ${site.phone}. We do not charge, and we answer within ${days(requestResponseDays)}. Under sections 11 to 14 of the DPDP Act, you have the right to:`,
        ],
        list: [
          "Access: a summary of the personal data we hold about you, what we do with it, and who we have shared it with",
          "Correction, completion and updating of inaccurate, incomplete or out-of-date data",
          "Erasure of your data, unless we still need it for the purpose you gave it for or the law requires us to keep it",
          "Grievance redressal: have your complaints answered by our Grievance Officer",
          "Nomination: name someone to exercise your rights if you die or become unable to do so",
        ],
        link: {
          label: "See, download, correct or erase your data yourself on the Your data page",
          to: "/your-data",
        },
      },
      {
        heading: "Withdrawing your consent",
        paragraphs: [
          "You can withdraw consent at any time. We then stop using the data for that purpose within a reasonable time, have our service providers stop too, and delete it unless the law requires us to keep it. Withdrawal does not affect processing before it. If you withdraw consent for a project already under way, we may not be able to continue it with you; refunds follow our Terms of Service.",
          "Withdrawing is as easy as consenting:",
        ],
        list: [
          "Newsletter: use the unsubscribe link in any newsletter; emails stop immediately",
          "Your account, or everything we hold: on the Your data page",
          `Or email ${officer.email} or call ${site.phone}`,
        ],
      },
      {
        heading: "Grievances and complaints",
        paragraphs: [
          `If you have a concern about how we handle your personal data, write to our Grievance Officer with the form on the Your data page, or by email. We acknowledge it by email with a reference and respond within ${days(grievanceResponseDays)} of receiving it.`,
          "If you are not satisfied, or do not hear from us in time, you can complain to the Data Protection Board of India. The DPDP Act expects you to raise the grievance with us first.",
          "Our Grievance Officer:",
        ],
        list: [
          `Name: ${officer.name}`,
          `Email: ${officer.email}`,
          `Phone: ${grievanceOfficer.phone}`,
          `Address: ${site.legalName}, ${grievanceOfficer.address}`,
        ],
      },
      {
        heading: "Changes to this notice and contact",
        paragraphs: [
          "We update this notice when the way we handle personal data changes; the date at the top shows the last change. Before a material change, such as a new purpose, takes effect, we will tell you by email where we have your address, or on this site, and ask for consent again where the law requires.",
          `Questions about this notice: ${officer.email}. Anything else: ${site.email} or ${site.phone}, ${site.officeHours}.`,
        ],
      },
    ],
  };
}

export const privacyNotice = privacyNoticeFor(defaultPrivacyNoticeSettings);
