// The signing form (issue 22): the customer types their full name and ticks the consent box; the
// page says which revision of the plan it showed. Checked in the browser and again by the action.
import { z } from "#app/domain/zod.ts";
import { defineForm } from "../forms.ts";
import { isOneLine, ONE_LINE_TEXT } from "../text-rules.ts";

export const SIGNING_FORM_MESSAGES = {
  nameRequired: "Type your full name to sign",
  nameMismatch: "Type your full name as it appears on your application",
  nameTooLong: "Your name must be at most 200 characters",
  consentRequired: "Tick the box to consent and sign",
} as const;

export const signingSchema = z.object({
  typedName: z
    .string({ error: SIGNING_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, SIGNING_FORM_MESSAGES.nameRequired)
    .max(200, SIGNING_FORM_MESSAGES.nameTooLong)
    .refine(isOneLine, ONE_LINE_TEXT),
  consent: z.literal("on", { error: SIGNING_FORM_MESSAGES.consentRequired }),
  revision: z.coerce.number().int().min(1),
});

export type SigningField = keyof z.infer<typeof signingSchema>;

export const signingForm = defineForm({
  fields: ["typedName", "consent", "revision"] as const satisfies readonly SigningField[],
  schema: signingSchema,
});
