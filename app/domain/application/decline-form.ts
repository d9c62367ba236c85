// Decline App's form (issue 21): why the application is declined, from the short list, and an
// optional note, both told to the customer. The admin's dialog checks it before sending and the
// action checks it again (the browser is never trusted); the database's CHECKs are the last word.

import { z } from "#app/domain/zod.ts";
import { isStorableText, UNSTORABLE_TEXT } from "../fields.ts";
import { defineForm } from "../forms.ts";
import {
  DECLINE_NOTE_MAX_LENGTH,
  DECLINE_REASON_LABELS,
  DECLINE_REASON_TEXTS,
  DECLINE_REASONS,
  type DeclineReason,
} from "./decline-reasons.ts";

export const DECLINE_FORM_MESSAGES = {
  reasonRequired: "Choose why the application is declined",
  noteRequired: "Explain the reason in the note: the applicant reads it",
  noteTooLong: `The note must be at most ${DECLINE_NOTE_MAX_LENGTH} characters`,
} as const;

const isDeclineReason = (value: string): value is DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(value);

export const declineSchema = z
  .object({
    declineReason: z
      .string({ error: DECLINE_FORM_MESSAGES.reasonRequired })
      .refine(isDeclineReason, DECLINE_FORM_MESSAGES.reasonRequired)
      .transform((value) => value as DeclineReason),
    declineNote: z
      .string()
      .trim()
      .max(DECLINE_NOTE_MAX_LENGTH, DECLINE_FORM_MESSAGES.noteTooLong)
      .refine(isStorableText, UNSTORABLE_TEXT)
      .transform((value) => (value === "" ? null : value)),
  })
  // "Other" tells the customer that the note explains it: a note is then needed.
  .refine((value) => value.declineReason !== "other" || value.declineNote !== null, {
    path: ["declineNote"],
    message: DECLINE_FORM_MESSAGES.noteRequired,
  });

export type DeclineDetails = { declineReason: DeclineReason; declineNote: string | null };
export type DeclineField = keyof DeclineDetails;

export const declineForm = defineForm({
  fields: ["declineReason", "declineNote"] as const satisfies readonly DeclineField[],
  schema: declineSchema,
  multiline: ["declineNote"],
});

/** The admin's select, in the list's order. */
export const DECLINE_REASON_OPTIONS = DECLINE_REASONS.map((value) => ({
  value,
  label: DECLINE_REASON_LABELS[value],
}));

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
