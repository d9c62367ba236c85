// One page per customer (issue 45, docs/decisions/0068): what /admin/customers/:userId shows,
// shaped from the existing reads (an application's details and timeline, its plan, the money
// page's account, each debt's negotiation, documents, the conversation, the audit) and the new
// notes, calls and tasks. Each section is loaded on its own and fails alone (`Loaded`).
import type { DetailItem } from "../display.ts";
import type { DocumentView } from "../documents/views.ts";
import type { AdminPlanView } from "../enrollment/admin-plan-view.ts";
import { formatDate } from "../format.ts";
import type { StatementLink } from "../ledger/statement-view.ts";
import {
  CALL_DIRECTION_LABELS,
  CALL_OUTCOME_LABELS,
  type CallDirection,
  type CallOutcome,
  type NoteKind,
  TASK_STATUS_LABELS,
  type TaskStatus,
} from "../operator/kinds.ts";
import { mayEditNote } from "../operator/notes.ts";
import { isOverdue } from "../operator/tasks.ts";
import { formatDateTimeIn } from "../time-zone.ts";
import type { AuditLogRowView } from "./audit-log-views.ts";
import type { AccountDetailView } from "./money-views.ts";
import type { NegotiationPageView } from "./negotiation-views.ts";

export type Section<T> = { ok: true; value: T } | { ok: false; message: string };

export const CUSTOMER_MESSAGES = {
  failed: (section: string) => `Failed to load ${section}`,
  notGiven: "Not given",
  noApplications: "No applications.",
  noAccount: "No dedicated account yet: it opens when the enrollment is approved.",
  noDebts: "No debts in negotiation yet.",
  noDocuments: "No documents.",
  noMessages: "No messages yet.",
  noNotes: "No notes or calls yet.",
  noTasks: "No tasks.",
  noAudit: "No audit entries.",
} as const;

export interface CustomerProfileView {
  id: string;
  name: string;
  email: string;
  phone: string;
  timeZone: string;
  usersHref: string;
  auditHref: string;
}

export interface CustomerDraftAccountView {
  /** The application's number ("#1a2b3c4d"). */
  number: string;
  items: DetailItem[];
}

/**
 * The draft accounts the applications' plans name (issue 44): the account and routing number's
 * last fours, the holder, and the authorization's state, amount and schedule; never a full number.
 */
export function customerDraftAccounts(
  applications: readonly CustomerApplicationView[],
): CustomerDraftAccountView[] {
  return applications.flatMap((application) => {
    const draft = application.plan?.draftAccount;
    if (!draft?.account) return [];
    const authorization = draft.authorization;
    return [
      {
        number: application.number,
        items: [
          { label: "Account", value: draft.account },
          { label: "Routing number ending in", value: draft.routingLastFour ?? "" },
          { label: "Holder", value: draft.holderName ?? "" },
          { label: "Given", value: draft.givenOn ?? "" },
          ...(authorization
            ? [
                { label: "Authorization", value: authorization.statusLabel },
                { label: "Amount", value: authorization.amount },
                { label: "Schedule", value: authorization.schedule },
                { label: "First debit", value: authorization.firstDebit },
              ]
            : [{ label: "Authorization", value: "Not signed yet" }]),
        ],
      },
    ];
  });
}

export interface CustomerApplicationView {
  id: string;
  number: string;
  href: string;
  timeline: DetailItem[];
  plan: AdminPlanView | null;
}

export interface CustomerAccountView {
  href: string;
  detail: AccountDetailView & { statements: StatementLink[] };
}

export interface NoteView {
  id: string;
  kind: NoteKind;
  body: string;
  pinned: boolean;
  author: string;
  written: string;
  writtenIso: string;
  edited: string | null;
  /** "Outbound call, Reached the customer, Dec 7, 2026, 9:30 AM EST". */
  call: { direction: CallDirection; outcome: CallOutcome; summary: string } | null;
  /** Its author, within 24 hours of its writing. */
  editable: boolean;
  version: string;
}

export interface TaskView {
  id: string;
  title: string;
  details: string | null;
  dueOn: string;
  due: string;
  overdue: boolean;
  status: TaskStatus;
  statusLabel: string;
  assigneeId: string | null;
  assignee: string;
  createdBy: string;
  closed: string | null;
  version: string;
}

export interface CustomerPageView {
  profile: CustomerProfileView;
  applications: Section<CustomerApplicationView[]>;
  /** Each application's draft account and its authorization (issue 44), by last fours only. */
  draftAccount: Section<CustomerDraftAccountView[]>;
  accounts: Section<CustomerAccountView[]>;
  debts: Section<NegotiationPageView[]>;
  documents: Section<DocumentView[]>;
  messages: Section<{
    href: string | null;
    latest: { id: string; from: string; when: string; body: string }[];
  }>;
  notes: Section<NoteView[]>;
  tasks: Section<{ rows: TaskView[]; admins: { id: string; label: string }[]; today: string }>;
  audit: Section<AuditLogRowView[]>;
  /** For the call form: today in the admin's zone, and the time now there ("14:30"). */
  now: { day: string; time: string };
}

export interface NoteSource {
  id: string;
  kind: NoteKind;
  body: string;
  pinned: boolean;
  authorId: string | null;
  authorEmail: string;
  callDirection: CallDirection | null;
  callOutcome: CallOutcome | null;
  callAt: Date | null;
  createdAt: Date;
  editedAt: Date | null;
  version: number;
}

export function noteView(note: NoteSource, reader: { id: string; timeZone: string }, now: Date): NoteView {
  const call =
    note.kind === "call" && note.callDirection && note.callOutcome && note.callAt
      ? {
          direction: note.callDirection,
          outcome: note.callOutcome,
          summary: `${CALL_DIRECTION_LABELS[note.callDirection]} call, ${CALL_OUTCOME_LABELS[note.callOutcome]}, ${formatDateTimeIn(note.callAt, reader.timeZone)}`,
        }
      : null;
  return {
    id: note.id,
    kind: note.kind,
    body: note.body,
    pinned: note.pinned,
    author: note.authorEmail,
    written: formatDateTimeIn(note.createdAt, reader.timeZone),
    writtenIso: note.createdAt.toISOString(),
    edited: note.editedAt ? formatDateTimeIn(note.editedAt, reader.timeZone) : null,
    call,
    editable: note.authorId === reader.id && mayEditNote(note, now),
    version: String(note.version),
  };
}

export interface TaskSource {
  id: string;
  title: string;
  details: string | null;
  dueOn: string;
  status: TaskStatus;
  assigneeId: string | null;
  assigneeEmail: string | null;
  createdByEmail: string;
  completedAt: Date | null;
  completedByEmail: string | null;
  version: number;
}

export function taskView(task: TaskSource, today: string, timeZone: string): TaskView {
  return {
    id: task.id,
    title: task.title,
    details: task.details,
    dueOn: task.dueOn,
    due: formatDate(task.dueOn),
    overdue: isOverdue(task, today),
    status: task.status,
    statusLabel: TASK_STATUS_LABELS[task.status],
    assigneeId: task.assigneeId,
    assignee: task.assigneeEmail ?? "Unassigned",
    createdBy: task.createdByEmail,
    closed:
      task.completedAt && task.completedByEmail
        ? `${TASK_STATUS_LABELS[task.status]} by ${task.completedByEmail}, ${formatDateTimeIn(task.completedAt, timeZone)}`
        : null,
    version: String(task.version),
  };
}

/** What a form on the customer page answers: a message always, the fields' problems when refused. */
export interface CustomerReply {
  intent: string;
  ok: boolean;
  message: string;
  /** The note, call or task it was about. */
  subject?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

// ---- The list ---------------------------------------------------------------------------------

export interface CustomerListRowView {
  id: string;
  name: string;
  href: string;
  email: string;
  state: string;
  balance: string;
  openTasks: number;
  lastNote: string;
  /** The note or call the search found this customer by, around the match. */
  matched: string | null;
}

export type CustomersPageData =
  | {
      ok: true;
      search: string;
      rows: CustomerListRowView[];
      nextHref: string | null;
      firstHref: string | null;
    }
  | { ok: false; search: string; message: string };
