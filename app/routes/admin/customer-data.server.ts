import { adminTimeline } from "#app/domain/admin/application-views.ts";
import { auditLogHref } from "#app/domain/admin/audit-log-query.ts";
import { applicationHref, auditLogRowView } from "#app/domain/admin/audit-log-views.ts";
import {
  type CustomerPageView,
  customerDraftAccounts,
  CUSTOMER_MESSAGES as M,
  noteView,
  type Section,
  taskView,
} from "#app/domain/admin/customer-views.ts";
import { accountHref } from "#app/domain/admin/money.ts";
import { usersHref } from "#app/domain/admin/users-query.ts";
import { applicationNumber } from "#app/domain/application/labels.ts";
import { documentView } from "#app/domain/documents/views.ts";
import { calendarDateIn, companyDayOf, formatDateTimeIn, timeZoneOf } from "#app/domain/time-zone.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findApplicationDetailsForAdmin } from "#app/server/models/application/admin-reads.server.ts";
import { findDocumentsForUser } from "#app/server/models/document/documents.server.ts";
import { findConversationOf, readThread } from "#app/server/models/message/conversations.server.ts";
import {
  findApplicationsOfCustomer,
  findAuditForCustomer,
  findCustomer,
  findNegotiatedDebtIds,
} from "#app/server/models/operator/customer-reads.server.ts";
import { findNotesOfCustomer } from "#app/server/models/operator/notes.server.ts";
import { findAssignableAdmins, findTasksOfCustomer } from "#app/server/models/operator/tasks.server.ts";
import { findProfile } from "#app/server/models/user/profile.server.ts";
import { loadAdminPlan } from "./application-plan-data.server.ts";
import { loadMoneyAccount } from "./money-data.server.ts";
import { loadNegotiation } from "./negotiation-data.server.ts";

// What /admin/customers/:userId shows (issue 45, docs/decisions/0068): every section is read by
// the function its own page uses (the application's details and plan, the money page's account,
// each debt's negotiation, the documents, the conversation), all at once, and each fails alone:
// its place on the page says so and the rest is shown.

const LATEST_MESSAGES = 5;

async function section<T>(name: string, userId: string, read: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    logFailure("reading a customer page section failed", error, { section: name, userId });
    return { ok: false, message: M.failed(name) };
  }
}

function present<T>(values: readonly (T | null)[]): T[] {
  return values.filter((value): value is T => value !== null);
}

/** The page, or null when the id names no customer (unknown, malformed, or an admin with no application). */
export async function loadCustomerPage(
  db: Db,
  cipher: DataCipher,
  userId: string,
  admin: Pick<SessionUser, "id" | "timeZone">,
  now: Date,
): Promise<CustomerPageView | null> {
  const customer = await findCustomer(db, userId);
  if (!customer) return null;
  const id = customer.id;
  const zone = admin.timeZone;
  const [profile, owned] = await Promise.all([
    findProfile(db, cipher, id),
    findApplicationsOfCustomer(db, id).catch((error: unknown) => error as Error),
  ]);
  if (!profile) return null;
  const apps = owned instanceof Error ? null : owned;
  if (owned instanceof Error) logFailure("reading a customer's applications failed", owned, { userId: id });
  const ownedOrFail = async () => {
    if (!apps) throw new Error("the customer's applications could not be read");
    return apps;
  };
  const today = companyDayOf(now);

  const [applications, accounts, debts, documents, messages, notes, tasks, audit] = await Promise.all([
    section("the applications", id, async () =>
      Promise.all(
        (await ownedOrFail()).map(async (app) => {
          const [details, plan] = await Promise.all([
            findApplicationDetailsForAdmin(db, cipher, app.id),
            loadAdminPlan(db, app, zone, now),
          ]);
          if (!details) return null;
          return {
            id: app.id,
            number: `#${applicationNumber(app.id)}`,
            href: applicationHref(app.id),
            timeline: adminTimeline(details, zone),
            plan,
          };
        }),
      ).then(present),
    ),
    section("the dedicated account", id, async () =>
      present(
        await Promise.all(
          (await ownedOrFail())
            .filter((app) => app.accountId !== null)
            .map(async (app) => {
              const accountId = app.accountId as string;
              const detail = await loadMoneyAccount(db, accountId, zone, now);
              return detail ? { href: accountHref(accountId), detail } : null;
            }),
        ),
      ),
    ),
    section("the debts", id, async () => {
      const debtIds = await findNegotiatedDebtIds(
        db,
        (await ownedOrFail()).map((app) => app.id),
      );
      return present(await Promise.all(debtIds.map((debtId) => loadNegotiation(db, debtId, now, zone))));
    }),
    section("the documents", id, async () =>
      (await findDocumentsForUser(db, id)).map((document) =>
        documentView(document, zone, "/admin/documents"),
      ),
    ),
    section("the messages", id, async () => {
      const conversation = await findConversationOf(db, id);
      if (!conversation) return { href: null, latest: [] };
      const thread = await readThread(db, cipher, conversation.id);
      return {
        href: `/admin/messages/${conversation.id}`,
        latest: thread
          .slice(-LATEST_MESSAGES)
          .reverse()
          .map((message) => ({
            id: message.id,
            from: message.sender === "customer" ? "Customer" : (message.senderName ?? "Team"),
            when: formatDateTimeIn(message.createdAt, zone),
            body: message.body,
          })),
      };
    }),
    section("the notes and calls", id, async () =>
      (await findNotesOfCustomer(db, id)).map((note) =>
        noteView(note, { id: admin.id, timeZone: zone }, now),
      ),
    ),
    section("the tasks", id, async () => {
      const [rows, admins] = await Promise.all([findTasksOfCustomer(db, id), findAssignableAdmins(db)]);
      return {
        rows: rows.map((task) => taskView(task, today, zone)),
        admins: admins.map((person) => ({ id: person.id, label: `${person.name} (${person.email})` })),
        today,
      };
    }),
    section("the audit", id, async () =>
      (await findAuditForCustomer(db, id)).map((row) => auditLogRowView(row, zone)),
    ),
  ]);

  const name = `${profile.firstName} ${profile.lastName}`;
  return {
    profile: {
      id,
      name,
      email: profile.email,
      phone: profile.phone ?? M.notGiven,
      timeZone: zone,
      usersHref: usersHref({ search: profile.email, filter: "all", page: 1 }),
      auditHref: auditLogHref({ action: null, targetType: "user", targetId: id, cursor: null }),
    },
    applications,
    // The draft accounts the applications' plans name (issue 44), read with them.
    draftAccount: applications.ok
      ? { ok: true, value: customerDraftAccounts(applications.value) }
      : applications,
    accounts,
    debts,
    documents,
    messages,
    notes,
    tasks,
    audit,
    now: { day: calendarDateIn(now, zone), time: timeOfDayIn(now, zone) },
  };
}

/** "14:30" on the wall clock of `zone`. */
function timeOfDayIn(moment: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: timeZoneOf(zone),
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}
