import { companyAddress, grievanceOfficer, type LegalDocument } from "./legal";
import { site } from "./site";

export const privacyNotice: LegalDocument = {
  title: "Privacy Notice",
  lastUpdated: "2026-11-24",
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
        "You can subscribe from the footer of any page or from the blog. We collect only your email address, with where you signed up and when. We then email you a link to confirm that the address is yours: until you confirm, we send you nothing else, and an address nobody confirms is deleted after 7 days. When you confirm, we record the time and the internet (IP) address you confirmed from, as the proof that you asked for the newsletter. Every newsletter has an unsubscribe link, and using it stops further emails immediately.",
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
        "Our retention periods are:",
      ],
      list: [
        "Contact messages: 2 years",
        "Training booking requests: 3 years",
        "Project registrations and payment records: 8 years, as required by Indian accounting and tax law",
        "Newsletter: an unconfirmed address for 7 days; a confirmed one until you unsubscribe, after which we keep only your email address, marked as unsubscribed, so that we never email you again by mistake",
        "Accounts: until you ask us to delete yours",
        "Server logs: 30 days",
      ],
    },
    {
      heading: "Who sees your data, where it is stored and how we protect it",
      paragraphs: [
        "Only authorised Kodeveda staff see your data, and only to respond to you, run our programmes and manage payments. We share it with the service providers (Data Processors) listed below, who may use it only on our instructions and under contract. Google sign-in is also subject to Google's own privacy policy. We disclose data to authorities only where Indian law requires it, such as under a lawful order.",
        "We store data in India where possible. Stripe may process payment data outside India, and any such transfer is made only as the DPDP Act permits.",
        "Our safeguards include encrypted HTTPS connections, salted password hashes, card numbers that never reach our servers, and individual staff sign-ins. If a personal data breach happens, we will inform you and the Data Protection Board of India as the DPDP Act requires.",
        "Our service providers are:",
      ],
      list: [
        "Our email delivery provider (SMTP), which sends our emails",
        "Stripe, which processes card payments",
        "Our hosting provider, which runs our servers and database",
      ],
    },
    {
      heading: "Children and students under 18",
      paragraphs: [
        "Under the DPDP Act, anyone under 18 is a child, and we need the verifiable consent of a parent or lawful guardian before processing a child's personal data. If you are under 18, please do not register, create an account or subscribe without your parent or guardian.",
        `We do not confirm a registration by a student under 18 until a parent or guardian has consented. The parent or guardian should email ${grievanceOfficer.email} from their own address, or call ${site.phone}, giving the student's name and registration reference and confirming that they are the parent or guardian and agree to this notice. We may ask for reasonable proof of this, and we keep a record of the consent with the registration.`,
        "If we find we hold a child's data without that consent, we stop using it and delete it unless the law requires us to keep it. We never track children's behaviour or direct advertising at them.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        `To use these rights, email ${grievanceOfficer.email} from the address you used with us. We may ask you to confirm your identity, we do not charge, and we will respond within 7 days. Under sections 11 to 14 of the DPDP Act, you have the right to:`,
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
        `Anything else, including your account: email ${grievanceOfficer.email} or call ${site.phone}`,
      ],
    },
    {
      heading: "Grievances and complaints",
      paragraphs: [
        "If you have a concern about how we handle your personal data, contact our Grievance Officer. We will respond within 7 days of receiving your grievance.",
        "If you are not satisfied, or do not hear from us in time, you can complain to the Data Protection Board of India. The DPDP Act expects you to raise the grievance with us first.",
        "Our Grievance Officer:",
      ],
      list: [
        `Name: ${grievanceOfficer.name}`,
        `Email: ${grievanceOfficer.email}`,
        `Phone: ${grievanceOfficer.phone}`,
        `Address: ${site.legalName}, ${grievanceOfficer.address}`,
      ],
    },
    {
      heading: "Changes to this notice and contact",
      paragraphs: [
        "We update this notice when the way we handle personal data changes; the date at the top shows the last change. Before a material change, such as a new purpose, takes effect, we will tell you by email where we have your address, or on this site, and ask for consent again where the law requires.",
        `Questions about this notice: ${grievanceOfficer.email}. Anything else: ${site.email} or ${site.phone}, ${site.officeHours}.`,
      ],
    },
  ],
};
