// The operator's records of a customer (issue 45): notes (pinned or not), calls with their
// direction and outcome, and tasks with a due day and an assignee among the admins. The database's
// CHECK constraints are built from these lists (db/schema/operator.ts).

export const NOTE_KINDS = ["note", "call"] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const CALL_DIRECTIONS = ["inbound", "outbound"] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
export const CALL_DIRECTION_LABELS: Record<CallDirection, string> = {
  inbound: "Inbound",
  outbound: "Outbound",
};

export const CALL_OUTCOMES = [
  "reached",
  "left_voicemail",
  "no_answer",
  "wrong_number",
  "callback_requested",
  "promised_deposit",
  "asked_to_leave",
  "other",
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  reached: "Reached the customer",
  left_voicemail: "Left a voicemail",
  no_answer: "No answer",
  wrong_number: "Wrong number",
  callback_requested: "Callback requested",
  promised_deposit: "Promised a deposit",
  asked_to_leave: "Asked to leave the program",
  other: "Other",
};

export const TASK_STATUSES = ["open", "done", "cancelled"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  open: "Open",
  done: "Done",
  cancelled: "Cancelled",
};

export const NOTE_MAX_CHARS = 5_000;
export const TASK_TITLE_MAX_CHARS = 200;
export const TASK_DETAILS_MAX_CHARS = 2_000;
/** A note or a call can be edited by its author for this long after it was written, never after. */
export const NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
