import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { companyAddress } from "#shared/content/legal";
import { site } from "#shared/content/site";

const brand = "#174ab0";

/** The frame every email shares: the company's name on top, how to reach it below. */
export function EmailLayout({
  preview,
  siteUrl,
  children,
  footer,
}: {
  preview: string;
  siteUrl: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en-IN">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f1f5f9", fontFamily: "Arial, Helvetica, sans-serif" }}>
        <Container style={{ backgroundColor: "#ffffff", margin: "24px auto", padding: "24px" }}>
          <Text style={{ color: brand, fontSize: "20px", fontWeight: 700, margin: 0 }}>
            <Link href={siteUrl} style={{ color: brand, textDecoration: "none" }}>
              {site.name}
            </Link>
          </Text>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e2e8f0", margin: "24px 0" }} />
          <Text style={{ color: "#475569", fontSize: "12px", lineHeight: "18px", margin: 0 }}>
            {site.legalName}, {companyAddress}. {site.email} · {site.phone}
          </Text>
          {footer}
        </Container>
      </Body>
    </Html>
  );
}

/** A link drawn as a button, for the one thing an email asks the reader to do. */
export const buttonStyle = {
  backgroundColor: "#1d4ed8",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "6px",
  fontWeight: 600,
} as const;

export const paragraph = { color: "#1e293b", fontSize: "15px", lineHeight: "24px" } as const;

/** A label and a value, as staff read a submission. */
export function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text style={{ ...paragraph, margin: "0 0 12px" }}>
      <strong>{label}</strong>
      <br />
      <span style={{ whiteSpace: "pre-wrap" }}>{value}</span>
    </Text>
  );
}
