import { companyAddress, grievanceOfficer, type LegalDocument } from "./legal";
import { site } from "./site";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "2026-11-25",
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
        "You can pay the fee through Razorpay, by card or by UPI, as the registration form offers. A registration is not confirmed until its payment has been confirmed as described below. If we cannot verify a UTR, we will contact you; entering a reference for a payment you did not make is a breach of these terms. For a student under 18, a registration also needs a parent's or guardian's consent; if it is not given, we cancel the registration and refund the fee in full.",
        "Your registration is confirmed:",
      ],
      list: [
        "For payments through Razorpay (UPI, cards, netbanking or wallets): when Razorpay confirms to us that the payment succeeded, usually within seconds",
        "For card payments, which Stripe processes securely: when Stripe confirms that the payment succeeded",
        "For UPI payments, where you pay to the UPI ID shown on the registration page and then enter the 12-digit UPI transaction reference (UTR) from your payment app: when our staff have verified the UTR against our bank statement",
      ],
    },
    {
      heading: "Cancellations and refunds",
      paragraphs: [
        `To cancel, email ${site.email} with your registration reference. Refunds are made to the original payment method, meaning your card, bank account or the UPI account you paid from, within 7 to 10 working days of our confirming the cancellation. This does not affect any rights you have under Indian consumer protection law.`,
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
