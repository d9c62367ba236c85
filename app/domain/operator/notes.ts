// Notes and calls on a customer (issue 45): what a note may say, who may change one and when.
// Pure: the server's recipe (models/operator/notes.server.ts) decides with these, the page checks
// a note before sending with the same functions, and the database refuses the same late edits
// (its trigger, migration 0037).
import { isCalendarDay } from "../calendar.ts";
import type { TransitionTable } from "../state-machine.ts";
import { isStorableText, UNSTORABLE_TEXT } from "../text-rules.ts";
import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  type CallDirection,
  type CallOutcome,
  NOTE_EDIT_WINDOW_MS,
  NOTE_MAX_CHARS,
  type NoteKind,
} from "./kinds.ts";

export const NOTE_MESSAGES = {
  added: "Note added",
  edited: "Note saved",
  pinned: "Note pinned",
  unpinned: "Note unpinned",
  callLogged: "Call logged",
  empty: "Write the note",
  tooLong: `A note can be at most ${NOTE_MAX_CHARS.toLocaleString("en-US")} characters`,
  accountNumber: "Write only the last four digits of an account, card or routing number",
  locked: "Notes can be edited for 24 hours. Add a new note instead.",
  notAuthor: "Only the person who wrote a note can edit it. Add a new note instead.",
  callsNotPinned: "Only notes can be pinned.",
  alreadyPinned: "This note is already pinned.",
  notPinned: "This note is not pinned.",
  stale: "This note changed since you opened the page. The page now shows it as it is.",
  notFound: "That note does not exist.",
  chooseDirection: "Choose the call's direction",
  chooseOutcome: "Choose the call's outcome",
  callTime: "Give the call's day and time",
  callInFuture: "A call cannot be logged before it happens",
  failed: "The note could not be saved. Please try again.",
} as const;

/** Why a note's text cannot be kept, or null. A run of 9 or more digits (spaces and hyphens aside) is refused. */
export function noteProblem(text: string): string | null {
  const body = text.trim();
  if (body === "") return NOTE_MESSAGES.empty;
  if (!isStorableText(body)) return UNSTORABLE_TEXT;
  if ([...body].length > NOTE_MAX_CHARS) return NOTE_MESSAGES.tooLong;
  if (/\d(?:[\s-]*\d){8}/.test(body)) return NOTE_MESSAGES.accountNumber;
  return null;
}

/** Whether a note written at `createdAt` may still be edited at `now` (strictly less than 24 hours). */
export function mayEditNote(note: { createdAt: Date }, now: Date): boolean {
  const age = now.getTime() - note.createdAt.getTime();
  return age >= 0 && age < NOTE_EDIT_WINDOW_MS;
}

export interface CallInput {
  direction: CallDirection;
  outcome: CallOutcome;
  /** The call's day and time of day ("2026-12-07", "14:30") in the admin's zone. */
  day: string;
  time: string;
}

export type CallFieldProblems = Partial<Record<"direction" | "outcome" | "day", string>>;

/** The call's fields' problems (empty when it can be logged); `callAt` is the moment they name. */
export function callFieldProblems(fields: {
  direction: string;
  outcome: string;
  day: string;
  time: string;
}): CallFieldProblems {
  const problems: CallFieldProblems = {};
  if (!(CALL_DIRECTIONS as readonly string[]).includes(fields.direction))
    problems.direction = NOTE_MESSAGES.chooseDirection;
  if (!(CALL_OUTCOMES as readonly string[]).includes(fields.outcome))
    problems.outcome = NOTE_MESSAGES.chooseOutcome;
  if (!isCalendarDay(fields.day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(fields.time))
    problems.day = NOTE_MESSAGES.callTime;
  return problems;
}

/** A call may be logged up to five minutes ahead of the clock (a clock a little off), not later. */
export function callIsFuture(callAt: Date, now: Date): boolean {
  return callAt.getTime() > now.getTime() + 5 * 60 * 1000;
}

// ---- The recipe's table -------------------------------------------------------------------------

export type NoteAction = "add" | "log-call" | "edit" | "pin" | "unpin";
/** The author of the note (or the admin writing a new one), or another admin. */
export type NoteActor = "author" | "admin";

export interface NoteState {
  /** False for the id of a note about to be written. */
  exists: boolean;
  kind: NoteKind | null;
  pinned: boolean;
  /** Within 24 hours of its writing, at the change's moment. */
  editable: boolean;
}

export const NOTE_TRANSITIONS: TransitionTable<NoteState, NoteAction, NoteActor> = {
  add: { actor: "author", allowed: (note) => !note.exists },
  "log-call": { actor: "author", allowed: (note) => !note.exists },
  edit: { actor: "author", allowed: (note) => note.exists && note.editable },
  pin: { actor: ["author", "admin"], allowed: (note) => note.exists && note.kind === "note" && !note.pinned },
  unpin: {
    actor: ["author", "admin"],
    allowed: (note) => note.exists && note.kind === "note" && note.pinned,
  },
};

/** Why `action` cannot be taken on `note` (`byAuthor`: the one asking wrote it), or, stale, no longer can. */
export function noteRefusal(note: NoteState, action: NoteAction, byAuthor: boolean, stale: boolean): string {
  if (stale) return NOTE_MESSAGES.stale;
  if (action === "edit") {
    if (!note.exists) return NOTE_MESSAGES.notFound;
    if (!note.editable) return NOTE_MESSAGES.locked;
    if (!byAuthor) return NOTE_MESSAGES.notAuthor;
  }
  if (action === "pin" || action === "unpin") {
    if (note.kind !== "note") return NOTE_MESSAGES.callsNotPinned;
    return action === "pin" ? NOTE_MESSAGES.alreadyPinned : NOTE_MESSAGES.notPinned;
  }
  return NOTE_MESSAGES.stale;
}
