// The signing form (issue 22): the customer types their full name and ticks the consent box; the
// page says which revision of the plan it showed. Checked in the browser and again by the action,
// by plain rules (form-rules.ts): My Program loads no Zod (issue 42).
import { fieldsSchema, trimmedText } from "../form-rules.ts";
import { defineForm, type SchemaOutput } from "../forms.ts";
import { isOneLine, ONE_LINE_TEXT } from "../text-rules.ts";

export const SIGNING_FORM_MESSAGES = {
  nameRequired: "Type your full name to sign",
  nameMismatch: "Type your full name as it appears on your application",
  nameTooLong: "Your name must be at most 200 characters",
  consentRequired: "Tick the box to consent and sign",
  /** The debit authorization's own box (issue 44): a debit needs its own assent. */
  authorizeRequired: "Tick the box to authorize the monthly debits",
  /** The page's hidden revision is not one (a page altered on its way): it cannot be signed. */
  revisionInvalid: "This page is out of date. Reload it, then sign.",
} as const;

const M = SIGNING_FORM_MESSAGES;

export const signingSchema = fieldsSchema({
  typedName: trimmedText({
    required: M.nameRequired,
    max: 200,
    tooLong: M.nameTooLong,
    more: [[isOneLine, ONE_LINE_TEXT]],
  }),
  consent: (value) => (value === "on" ? { ok: true, value } : { ok: false, message: M.consentRequired }),
  authorizeDebits: (value) =>
    value === "on" ? { ok: true, value } : { ok: false, message: M.authorizeRequired },
  /** A whole number from 1, as Number() reads it (what Zod's coerce did). */
  revision: (value) => {
    const revision = Number(value);
    return Number.isSafeInteger(revision) && revision >= 1
      ? { ok: true, value: revision }
      : { ok: false, message: M.revisionInvalid };
  },
});

export type SigningField = keyof SchemaOutput<typeof signingSchema>;

export const signingForm = defineForm({
  fields: ["typedName", "consent", "authorizeDebits", "revision"] as const satisfies readonly SigningField[],
  schema: signingSchema,
});
