import type { BrowserCheck } from "#app/components/ui/use-checked-form.ts";
import { messageProblems, messageProblemTexts } from "#app/domain/messages/rules.ts";

// What the browser checks of a message before sending it, from the customer's Messages room or
// the admin's answer: the server's own check (domain/messages/rules.ts), so a 40 MB photo or a
// fourth file is not sent to be refused, and the refusal is the server's, in its words.

export type MessageField = "body" | "files";

/** The message form's fields in page order. */
export const MESSAGE_FIELDS: readonly MessageField[] = ["body", "files"];

export function checkMessageForm(data: FormData): BrowserCheck<MessageField> {
  const files = data.getAll("files").filter((file) => file instanceof File);
  const fieldErrors = messageProblemTexts(messageProblems(String(data.get("body") ?? ""), files));
  return Object.keys(fieldErrors).length === 0 ? { ok: true } : { ok: false, fieldErrors };
}
