import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type { CSSProperties } from "react";
import { telHref } from "#app/config/site.ts";
import { DEMONSTRATION_NOTICE } from "#app/content/legal.ts";
import type { EmailBody } from "./email-body.server.ts";
import { greeting, reasonLine } from "./email-text.server.ts";

// The html part of every message (React Email: tables and inline styles that mail clients
// understand). Every value is a React child or attribute, so React escapes it: a first name
// written as markup shows as those characters, never as an element.

const COLORS = { brand: "#1e40af", text: "#0f172a", muted: "#475569", line: "#e2e8f0", page: "#f8fafc" };

const page: CSSProperties = {
  backgroundColor: COLORS.page,
  color: COLORS.text,
  fontFamily: "Arial, Helvetica, sans-serif",
  margin: 0,
  padding: "24px 0",
};
const card: CSSProperties = {
  backgroundColor: "#ffffff",
  border: `1px solid ${COLORS.line}`,
  borderRadius: "8px",
  maxWidth: "560px",
  padding: "24px 32px",
};
const brandLine: CSSProperties = {
  color: COLORS.brand,
  fontSize: "20px",
  fontWeight: 700,
  margin: "0 0 16px",
};
const paragraph: CSSProperties = { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
const button: CSSProperties = {
  backgroundColor: COLORS.brand,
  borderRadius: "6px",
  color: "#ffffff",
  fontSize: "16px",
  fontWeight: 700,
  padding: "12px 20px",
  textDecoration: "none",
};
const small: CSSProperties = { color: COLORS.muted, fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" };
const detailLabel: CSSProperties = { color: COLORS.muted, fontSize: "14px", padding: "4px 16px 4px 0" };
const detailValue: CSSProperties = { fontSize: "14px", fontWeight: 700, padding: "4px 0" };

export function EmailLayout({ body }: { body: EmailBody }) {
  const { site, action } = body;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{body.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brandLine}>{site.brand}</Text>
          <Text style={paragraph}>{greeting(body.name)}</Text>
          {body.paragraphs.map((text) => (
            <Text key={text} style={paragraph}>
              {text}
            </Text>
          ))}
          {body.details?.length ? (
            <table role="presentation" style={{ margin: "0 0 16px" }}>
              <tbody>
                {body.details.map((detail) => (
                  <tr key={detail.label}>
                    <td style={detailLabel}>{detail.label}</td>
                    <td style={detailValue}>{detail.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {action ? (
            <Section style={{ margin: "8px 0 24px" }}>
              <Button href={action.url} style={button}>
                {action.label}
              </Button>
              <Text style={{ ...small, marginTop: "16px" }}>
                If the button does not work, copy this address into your browser:{" "}
                <Link href={action.url} style={{ color: COLORS.brand, wordBreak: "break-all" }}>
                  {action.url}
                </Link>
              </Text>
            </Section>
          ) : null}
          {(body.closing ?? []).map((text) => (
            <Text key={text} style={paragraph}>
              {text}
            </Text>
          ))}
          <Hr style={{ borderColor: COLORS.line, margin: "24px 0 16px" }} />
          <Text style={small}>
            Questions? Call{" "}
            <Link href={telHref(site.phone)} style={{ color: COLORS.brand }}>
              {site.phone}
            </Link>{" "}
            or write to{" "}
            <Link href={`mailto:${site.supportEmail}`} style={{ color: COLORS.brand }}>
              {site.supportEmail}
            </Link>
            .
          </Text>
          {site.postalAddress ? (
            <Text style={small}>
              {site.brand}, {site.postalAddress}
            </Text>
          ) : null}
          <Text style={small}>{reasonLine(body.reason)}</Text>
          <Text style={small}>{DEMONSTRATION_NOTICE}</Text>
        </Container>
      </Body>
    </Html>
  );
}
