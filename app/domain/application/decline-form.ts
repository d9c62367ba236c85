// Decline App's form (issue 21): why the application is declined, from the short list, and an
// optional note, both told to the customer. Its rules are decline-rules.ts's, which the admin's
// dialog checks before sending without Zod; the action parses with this form (the browser is
// never trusted); the database's CHECKs are the last word.

import { z } from "#app/domain/zod.ts";
import { formatUsd } from "../format.ts";
import { defineForm } from "../forms.ts";
import { PROGRAM } from "../program.ts";
import type { DeclineReason } from "./decline-reasons.ts";
import {
  checkDecline,
  DECLINE_FORM_MESSAGES,
  type DeclineDetails,
  type DeclineField,
} from "./decline-rules.ts";

export const declineSchema = z
  .object({
    declineReason: z.string({ error: DECLINE_FORM_MESSAGES.reasonRequired }),
    declineNote: z.string(),
  })
  .transform((values, context): DeclineDetails => {
    const checked = checkDecline(values);
    if (checked.ok) return checked.details;
    for (const [field, message] of Object.entries(checked.fieldErrors)) {
      context.addIssue({ code: "custom", path: [field], message });
    }
    return z.NEVER;
  });

export const declineForm = defineForm({
  fields: ["declineReason", "declineNote"] as const satisfies readonly DeclineField[],
  schema: declineSchema,
  multiline: ["declineNote"],
});

/** What the customer reads, in the e-mail and in the portal. */
export const DECLINE_REASON_TEXTS: Record<DeclineReason, string> = {
  debt_below_minimum: `The unsecured debt in your application is below the ${formatUsd(PROGRAM.minimumUnsecuredDebt)} the program needs to be worth its fee.`,
  debt_not_eligible:
    "Most of the debt in your application is of a kind the program does not settle, such as secured loans or federal student loans.",
  state_not_available: "The program is not available to residents of your state.",
  cannot_afford_deposit:
    "The monthly deposit the program would need is more than the income in your application allows.",
  could_not_verify: "We could not verify some of the information in your application.",
  other: "Our reviewer has explained the reason in the note below.",
};

/** What the customer is told, in the portal and the e-mail: the reason's sentence and the note. */
export interface DeclineExplanation {
  reason: string;
  note: string | null;
}

/** Null for an application declined before reasons were asked (or not declined at all). */
export function declineExplanation(row: {
  declineReason: DeclineReason | null;
  declineNote: string | null;
}): DeclineExplanation | null {
  if (!row.declineReason) return null;
  return { reason: DECLINE_REASON_TEXTS[row.declineReason], note: row.declineNote };
}
