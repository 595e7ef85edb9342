import { dkimPublicKey, senderDomain, type DkimSigning } from "../config/mail-signing";

/** A DNS record to add at the company's DNS host, with why it is there. */
export interface DnsRecord {
  name: string;
  type: "TXT";
  value: string;
  why: string;
}

/**
 * The SPF mechanism of the usual SMTP services, by the host in SMTP_URL. Each publishes it in
 * its own set-up guide (docs/operations.md links them).
 */
const spfIncludes: Array<{ host: RegExp; include: string; provider: string }> = [
  {
    host: /(^|\.)(smtp|smtp-relay)\.gmail\.com$/,
    include: "_spf.google.com",
    provider: "Google Workspace",
  },
  { host: /(^|\.)smtp(pro)?\.zoho\.in$/, include: "zoho.in", provider: "Zoho Mail (India)" },
  { host: /(^|\.)smtp(pro)?\.zoho\.com$/, include: "zoho.com", provider: "Zoho Mail" },
  { host: /(^|\.)smtp(pro)?\.zoho\.eu$/, include: "zoho.eu", provider: "Zoho Mail (EU)" },
  {
    host: /^email-smtp\.[a-z0-9-]+\.amazonaws\.com$/,
    include: "amazonses.com",
    provider: "Amazon SES",
  },
  {
    host: /(^|\.)smtp-relay\.(brevo|sendinblue)\.com$/,
    include: "spf.brevo.com",
    provider: "Brevo",
  },
];

/** The SPF include for the SMTP service in `smtpUrl`, when it is one we know. */
export function spfIncludeFor(smtpUrl: string | undefined) {
  if (!smtpUrl) return undefined;
  const host = new URL(smtpUrl).hostname.toLowerCase();
  return spfIncludes.find((known) => known.host.test(host));
}

/**
 * The three records that let receivers trust the site's mail: SPF (which servers may send for
 * the domain), DKIM (the key its signatures verify with) and DMARC (what to do with mail that
 * fails both, and where to send reports). `npm run mail:dns` prints them.
 */
export function mailDnsRecords(mail: {
  from: string;
  smtpUrl: string | undefined;
  dkim: DkimSigning | undefined;
}): DnsRecord[] {
  const domain = senderDomain(mail.from);
  const known = spfIncludeFor(mail.smtpUrl);
  const records: DnsRecord[] = [
    {
      name: domain,
      type: "TXT",
      value: `v=spf1 ${known ? `include:${known.include}` : "a mx"} ~all`,
      why: known
        ? `SPF: ${known.provider} may send for ${domain}. A name has one SPF record: if ${domain} already has one, add include:${known.include} to it instead.`
        : `SPF: the domain's own servers may send for ${domain}. Your SMTP service's guide names the include: to put in place of "a mx".`,
    },
  ];
  if (mail.dkim) {
    records.push({
      name: `${mail.dkim.keySelector}._domainkey.${mail.dkim.domainName}`,
      type: "TXT",
      value: `v=DKIM1; k=rsa; p=${dkimPublicKey(mail.dkim.privateKey)}`,
      why: "DKIM: the public key every message's signature is checked against.",
    });
  }
  records.push({
    name: `_dmarc.${domain}`,
    type: "TXT",
    // Only reports at first: staff mailboxes on the same domain may not sign yet, and
    // quarantine would send their mail to spam (docs/operations.md says when to tighten it).
    value: `v=DMARC1; p=none; adkim=r; aspf=r; rua=mailto:dmarc-reports@${domain}`,
    why: `DMARC: receivers send daily reports of mail claiming to be from ${domain} to dmarc-reports@${domain}; once they show only signed mail, change p=none to p=quarantine.`,
  });
  return records;
}
