// Decline App's rules (issue 21), without Zod: the admin's dialog checks a decline with them
// before sending, and the form's schema (decline-form.ts), which the action parses with, is built
// on them. The browser and the action refuse the same things in the same words, and the
// applications list, whose every row may decline, loads no Zod.
import { isStorableText, UNSTORABLE_TEXT } from "../text-rules.ts";
import {
  DECLINE_NOTE_MAX_LENGTH,
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
} from "./decline-reasons.ts";

export const DECLINE_FORM_MESSAGES = {
  reasonRequired: "Choose why the application is declined",
  noteRequired: "Explain the reason in the note: the applicant reads it",
  noteTooLong: `The note must be at most ${DECLINE_NOTE_MAX_LENGTH} characters`,
} as const;

export type DeclineDetails = { declineReason: DeclineReason; declineNote: string | null };
export type DeclineField = keyof DeclineDetails;
export type DeclineRefusals = Partial<Record<DeclineField, string>>;

/** The admin's select, in the list's order. */
export const DECLINE_REASON_OPTIONS = DECLINE_REASONS.map((value) => ({
  value,
  label: DECLINE_REASON_LABELS[value],
}));

const isDeclineReason = (value: string): value is DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(value);

/**
 * A decline as its fields send it: the reason, one of the list; the note, trimmed, at most
 * DECLINE_NOTE_MAX_LENGTH characters of storable text, empty read as none, and needed when the
 * reason is "Other" (which tells the customer the note explains it). The details to store, or a
 * message for each refused field.
 */
export function checkDecline(
  values: Record<DeclineField, string>,
): { ok: true; details: DeclineDetails } | { ok: false; fieldErrors: DeclineRefusals } {
  const { declineReason: reason, declineNote: note } = values;
  const fieldErrors: DeclineRefusals = {};
  const trimmed = note.trim();
  if (!isDeclineReason(reason)) fieldErrors.declineReason = DECLINE_FORM_MESSAGES.reasonRequired;
  if (trimmed.length > DECLINE_NOTE_MAX_LENGTH) fieldErrors.declineNote = DECLINE_FORM_MESSAGES.noteTooLong;
  else if (!isStorableText(note)) fieldErrors.declineNote = UNSTORABLE_TEXT;
  else if (reason === "other" && trimmed === "") fieldErrors.declineNote = DECLINE_FORM_MESSAGES.noteRequired;
  if (!isDeclineReason(reason) || fieldErrors.declineNote) return { ok: false, fieldErrors };
  return { ok: true, details: { declineReason: reason, declineNote: trimmed === "" ? null : trimmed } };
}
