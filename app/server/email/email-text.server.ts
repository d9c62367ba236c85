import { DEMONSTRATION_NOTICE } from "#app/content/legal.ts";
import type { EmailBody } from "./email-body.server.ts";

// The text part of every message, laid out as the html part (email-layout.server.tsx): the
// brand, the greeting, the paragraphs, the action's address on a line of its own (so a mail
// client makes it a link and tests can find it), then the footer.

/**
 * A value as plain text: no tags, no angle brackets, no line breaks. A first name such as
 * `<img src=x onerror=alert(1)>` is markup in a mail client that shows the text part as html.
 */
export function withoutMarkup(value: string): string {
  return value
    .replace(/<[^>]*>?/g, "")
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Hello Ada," or, without a name, "Hello,". */
export function greeting(name: string, clean: (value: string) => string = (value) => value): string {
  const shown = clean(name).trim();
  return shown ? `Hello ${shown},` : "Hello,";
}

/** "Questions? Call … or write to …." */
export function supportLine(phone: string, email: string): string {
  return `Questions? Call ${phone} or write to ${email}.`;
}

export function reasonLine(reason: string): string {
  return `You receive this message because ${reason}`;
}

export function emailText(body: EmailBody): string {
  const { site } = body;
  const line = withoutMarkup;
  const blocks: string[] = [
    line(site.brand),
    greeting(body.name, withoutMarkup),
    ...body.paragraphs.map(line),
  ];
  if (body.details?.length) {
    blocks.push(body.details.map((detail) => `${line(detail.label)}: ${line(detail.value)}`).join("\n"));
  }
  if (body.action) blocks.push(`${line(body.action.label)}:\n${body.action.url}`);
  blocks.push(...(body.closing ?? []).map(line));
  blocks.push(
    [
      "--",
      line(supportLine(site.phone, site.supportEmail)),
      ...(site.postalAddress ? [line(`${site.brand}, ${site.postalAddress}`)] : []),
      line(reasonLine(body.reason)),
      DEMONSTRATION_NOTICE,
    ].join("\n"),
  );
  return `${blocks.join("\n\n")}\n`;
}
