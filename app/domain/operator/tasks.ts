// Tasks on a customer (issue 45): a title, a due day and an assignee among the admins; open until
// done or cancelled. Pure: the recipe (models/operator/tasks.server.ts) decides with these and the
// page checks a task before sending with the same function.
import { isCalendarDay } from "../calendar.ts";
import type { TransitionTable } from "../state-machine.ts";
import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "../text-rules.ts";
import { TASK_DETAILS_MAX_CHARS, TASK_TITLE_MAX_CHARS, type TaskStatus } from "./kinds.ts";
import { NOTE_MESSAGES, noteProblem } from "./notes.ts";

export const TASK_MESSAGES = {
  created: "Task added",
  updated: "Task saved",
  completed: "Task done",
  cancelled: "Task canceled",
  title: "Give the task a title",
  titleTooLong: `A title can be at most ${TASK_TITLE_MAX_CHARS} characters`,
  detailsTooLong: `Details can be at most ${TASK_DETAILS_MAX_CHARS.toLocaleString("en-US")} characters`,
  dueOn: "Give the day it is due",
  assignee: "Choose an admin to assign it to",
  notAdmin: "That person is not an admin. Choose an admin to assign it to.",
  notOpen: "This task is no longer open.",
  stale: "This task changed since you opened the page. The page now shows it as it is.",
  notFound: "That task does not exist.",
  failed: "The task could not be saved. Please try again.",
} as const;

export type TaskFieldProblems = Partial<Record<"title" | "details" | "dueOn" | "assigneeId", string>>;

/** The task's fields' problems (empty when it can be kept). */
export function taskFieldProblems(fields: {
  title: string;
  details: string;
  dueOn: string;
  assigneeId: string;
}): TaskFieldProblems {
  const problems: TaskFieldProblems = {};
  const title = fields.title.trim();
  if (title === "") problems.title = TASK_MESSAGES.title;
  else if (!isStorableText(title)) problems.title = UNSTORABLE_TEXT;
  else if (!isOneLine(title)) problems.title = ONE_LINE_TEXT;
  else if ([...title].length > TASK_TITLE_MAX_CHARS) problems.title = TASK_MESSAGES.titleTooLong;
  else if (noteProblem(title) === NOTE_MESSAGES.accountNumber) problems.title = NOTE_MESSAGES.accountNumber;
  const details = fields.details.trim();
  if (details !== "") {
    if (!isStorableText(details)) problems.details = UNSTORABLE_TEXT;
    else if ([...details].length > TASK_DETAILS_MAX_CHARS) problems.details = TASK_MESSAGES.detailsTooLong;
    else if (noteProblem(details) === NOTE_MESSAGES.accountNumber)
      problems.details = NOTE_MESSAGES.accountNumber;
  }
  if (!isCalendarDay(fields.dueOn)) problems.dueOn = TASK_MESSAGES.dueOn;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fields.assigneeId))
    problems.assigneeId = TASK_MESSAGES.assignee;
  return problems;
}

/** Whether an open task due on `dueOn` is overdue on the company's `today`. */
export function isOverdue(task: { status: TaskStatus; dueOn: string }, today: string): boolean {
  return task.status === "open" && task.dueOn < today;
}

// ---- The recipe's table -------------------------------------------------------------------------

export type TaskAction = "create" | "update" | "complete" | "cancel";

export interface TaskState {
  exists: boolean;
  status: TaskStatus | null;
  /** The assignee the change names is an admin (true when it names none). */
  assigneeIsAdmin: boolean;
}

export const TASK_TRANSITIONS: TransitionTable<TaskState, TaskAction, "admin"> = {
  create: { actor: "admin", allowed: (task) => !task.exists && task.assigneeIsAdmin },
  update: { actor: "admin", allowed: (task) => task.status === "open" && task.assigneeIsAdmin },
  complete: { actor: "admin", allowed: (task) => task.status === "open" },
  cancel: { actor: "admin", allowed: (task) => task.status === "open" },
};

export function taskRefusal(task: TaskState, action: TaskAction, stale: boolean): string {
  if (stale) return TASK_MESSAGES.stale;
  if ((action === "create" || action === "update") && !task.assigneeIsAdmin) return TASK_MESSAGES.notAdmin;
  if (!task.exists) return action === "create" ? TASK_MESSAGES.stale : TASK_MESSAGES.notFound;
  return TASK_MESSAGES.notOpen;
}
