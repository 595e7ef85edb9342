/**
 * The text of the Privacy Notice and the Terms of Service. Plain text only: the pages render
 * each section as a heading, paragraphs and an optional bulleted list.
 */
import { site } from "./site";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date. */
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
}

/** Identifies the notice a person agreed to when submitting a form; stored with every submission. Change it whenever the notice changes materially. */
export const privacyNoticeVersion = "privacy-2026-11-22";

const companyAddress = `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

export const grievanceOfficer: { name: string; email: string; phone: string; address: string } = {
  name: "Fatima Shaikh",
  email: "privacy@kodeveda.in",
  phone: site.phone,
  address: companyAddress,
};

export const privacyNotice: LegalDocument = {
  title: "Privacy Notice",
  lastUpdated: "2026-11-22",
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
        "You can subscribe from the footer of any page or from the blog. We collect only your email address, with where you signed up and when. Every newsletter has an unsubscribe link, and using it stops further emails immediately.",
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
        "Newsletter: until you unsubscribe; after that we keep only your email address, marked as unsubscribed, so that we never email you again by mistake",
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

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "2026-11-22",
  summary:
    "These terms apply when you use the Kodeveda website, book training with us or register for a project. They explain what the ₹500 project fee covers, when a registration is confirmed, our refund policy and what we expect from everyone who takes part.",
  sections: [
    {
      heading: "About these terms",
      paragraphs: [
        `These terms are an agreement between you and ${site.legalName} (Kodeveda, we or us), of ${companyAddress}, India. By using this website, booking training or registering for a project, you agree to them. If you do not agree, please do not use the site or our services.`,
        "Our Privacy Notice explains how we handle your personal data. If you are under 18, your parent or guardian must agree to these terms on your behalf and give consent as described in the Privacy Notice before you register.",
      ],
    },
    {
      heading: "Using this website",
      paragraphs: [
        "You may use this website to learn about our programmes, contact us, book training, register for projects and manage your account. We try to keep the site available and its information accurate, but we may change, suspend or withdraw any part of it, and programme dates and details may change. Links to other websites are provided for convenience; we are not responsible for their content.",
        "When using the site, you agree not to:",
      ],
      list: [
        "Give false information or register in someone else's name",
        "Try to break into, disrupt or overload the site, or get around its security",
        "Use automated tools to submit forms or collect data from the site",
        "Copy our content for commercial use without our written permission",
      ],
    },
    {
      heading: "Training programmes and bookings",
      paragraphs: [
        "Colleges and organisations can request workshops, hackathons, career guidance and other training through the booking form. We will contact you within 24 hours to discuss your requirements.",
        "A booking request is not a confirmed booking. A booking is confirmed only when we confirm it to you in writing, for example by email, stating the dates, scope and fees agreed. If we sign a separate written agreement with your organisation, that agreement takes precedence over these terms where they differ.",
      ],
    },
    {
      heading: "Project registration and the ₹500 fee",
      paragraphs: [
        "Students can register for a project through our Projects page. Please check the details of the project you choose before you register, and give accurate information: your certificate is issued in the name you enter.",
        "The fee is ₹500 per project, and it includes:",
      ],
      list: [
        "Project materials",
        "Mentorship from our trainers during the project",
        "A certificate when you complete the project requirements",
      ],
    },
    {
      heading: "Payment and confirmation",
      paragraphs: [
        "You can pay the fee by card or by UPI. A registration is not confirmed until its payment has been confirmed as described below. If we cannot verify a UTR, we will contact you; entering a reference for a payment you did not make is a breach of these terms. For a student under 18, a registration also needs a parent's or guardian's consent; if it is not given, we cancel the registration and refund the fee in full.",
        "Your registration is confirmed:",
      ],
      list: [
        "For card payments, which Stripe processes securely: when Stripe confirms that the payment succeeded",
        "For UPI payments, where you pay to the UPI ID shown on the registration page and then enter the 12-digit UPI transaction reference (UTR) from your payment app: when our staff have verified the UTR against our bank statement",
      ],
    },
    {
      heading: "Cancellations and refunds",
      paragraphs: [
        `To cancel, email ${site.email} with your registration reference. Refunds are made to the original payment method, meaning your card or the UPI account you paid from, within 7 to 10 working days of our confirming the cancellation. This does not affect any rights you have under Indian consumer protection law.`,
        "Whether you get a refund depends on when the registration is cancelled, and by whom:",
      ],
      list: [
        "If you cancel within 7 days of paying and before the project starts, you get a full refund",
        "If we cancel the project, you get a full refund",
        "Otherwise, including once the project has started, the fee is not refundable",
      ],
    },
    {
      heading: "Certificates",
      paragraphs: [
        "We award a certificate when you complete the requirements of your project, which your mentors explain at the start. Certificates are issued in the name you gave when you registered. We may refuse or withdraw a certificate obtained through plagiarism or other dishonesty.",
      ],
    },
    {
      heading: "Conduct",
      paragraphs: [
        "We want every workshop, hackathon and project to be a good place to learn. If you break the rules below, we may warn you, remove you from a session or programme, cancel your registration or withhold your certificate, depending on how serious the breach is.",
        "You agree to:",
      ],
      list: [
        "Submit your own work, credit any code or other material you reuse, and follow the rules we set for each project or hackathon on collaboration and the use of AI tools",
        "Treat trainers, mentors, staff and other participants with respect, online and in person. Harassment, discrimination and abusive language are not tolerated",
        "Follow the rules of the venue, including college and organisation premises",
        "Not share other participants' personal data or work without their permission",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "You keep all rights in the code and other work you create for your project. By submitting it, you allow us to use it to review your work, mentor you and decide on your certificate. We will show it publicly, for example as a showcase on our website, only with your permission.",
        "We, or those who license material to us, own the rights in our training material, including slides, notes, exercises, videos and project briefs, and in the content of this website. You may use our training material for your own learning, but you may not copy, sell, publish or share it without our written permission. The Kodeveda name and logo belong to us.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        `You are responsible for keeping your password secret and for what is done through your account. Tell us at once at ${site.email} if you think someone else has used it. You can ask us to delete your account at any time; our Privacy Notice explains what we must keep by law. We may suspend or close an account that is used to break these terms.`,
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "We provide our training and mentorship with reasonable care and skill, but we cannot guarantee any particular result, such as a job, internship, placement or exam score.",
        "To the extent Indian law allows, we are not liable for indirect or consequential loss, or for delays or failures caused by events outside our reasonable control. Our total liability to you for a project registration is limited to the fee you paid for it, and for a training booking to the fees paid under that booking.",
        "Nothing in these terms limits any liability that cannot be limited under Indian law, including liability for fraud, or your rights as a consumer under the Consumer Protection Act, 2019.",
      ],
    },
    {
      heading: "Governing law and jurisdiction",
      paragraphs: [
        "These terms are governed by the laws of India. If a dispute arises, please contact us first so that we can try to resolve it informally. Subject to that, the courts at Hyderabad, Telangana have exclusive jurisdiction over any dispute arising from these terms or our services. This does not affect your right to approach a consumer commission under the Consumer Protection Act, 2019.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time, and the date at the top shows when they last changed. Changes apply from the date we publish them. Registrations and bookings already confirmed stay under the terms that applied when they were confirmed.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        `${site.legalName}, ${companyAddress}.`,
        `Email ${site.email} or call ${site.phone}, ${site.officeHours}. For privacy questions, write to our Grievance Officer at ${grievanceOfficer.email}.`,
      ],
    },
  ],
};
