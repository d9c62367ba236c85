import { createElement } from "react";
import type { EmailBody } from "./email-body.server.ts";
import { emailText } from "./email-text.server.ts";

export interface RenderedEmail {
  text: string;
  html: string;
}

/**
 * Both parts of a message, from the one layout. React Email and the layout are loaded by the
 * first message rather than at server start: importing them takes about 0.4 s and 30 MB.
 */
export async function renderEmail(body: EmailBody): Promise<RenderedEmail> {
  const [{ render }, { EmailLayout }] = await Promise.all([
    import("@react-email/render"),
    import("./email-layout.server.tsx"),
  ]);
  const html = await render(createElement(EmailLayout, { body }));
  return { text: emailText(body), html };
}
