import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { likePattern } from "#app/domain/admin/applications-query.ts";
import { INBOX_PAGE_SIZE, type InboxFilter } from "#app/domain/messages/rules.ts";
import { conversations, users } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";

// The admins' Messages inbox (issue 25): conversations with an unread customer message first,
// then the latest message first; filtered to the unread ones or those assigned to the admin, and
// searched by the customer's name or e-mail. Each filter reads its own index (migration 0029).

export interface InboxQuery {
  filter: InboxFilter;
  adminId: string;
  search: string;
  page: number;
}

export interface InboxRow {
  id: string;
  /** The customer's login (issue 45: the link to their page); null once it is deleted. */
  customerId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  lastMessageAt: Date | null;
  teamUnread: number;
  assignedTo: string | null;
  assignedToMe: boolean;
  done: boolean;
}

const assignee = alias(users, "assignee");

export async function listInbox(db: Db, query: InboxQuery): Promise<{ rows: InboxRow[]; total: number }> {
  const where: SQL[] = [sql`${conversations.lastMessageAt} is not null`];
  if (query.filter === "unread") where.push(sql`${conversations.teamUnread} > 0`);
  if (query.filter === "mine") where.push(eq(conversations.assignedAdminId, query.adminId));
  const search = query.search.trim();
  if (search) {
    const pattern = likePattern(search);
    where.push(
      sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})`,
    );
  }
  const condition = and(...where);
  const rows = await db
    .select({
      id: conversations.id,
      customerId: conversations.customerId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      lastMessageAt: conversations.lastMessageAt,
      teamUnread: conversations.teamUnread,
      assignedAdminId: conversations.assignedAdminId,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      doneAt: conversations.doneAt,
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.customerId))
    .leftJoin(assignee, eq(assignee.id, conversations.assignedAdminId))
    .where(condition)
    .orderBy(
      desc(sql`(${conversations.teamUnread} > 0)`),
      sql`${conversations.lastMessageAt} desc nulls last`,
      conversations.id,
    )
    .limit(INBOX_PAGE_SIZE)
    .offset((Math.max(1, query.page) - 1) * INBOX_PAGE_SIZE);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.customerId))
    .where(condition);
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      customerId: row.customerId,
      customerName: row.firstName === null ? null : `${row.firstName} ${row.lastName}`,
      customerEmail: row.email,
      lastMessageAt: row.lastMessageAt,
      teamUnread: row.teamUnread,
      assignedTo: row.assigneeFirst === null ? null : `${row.assigneeFirst} ${row.assigneeLast}`,
      assignedToMe: row.assignedAdminId === query.adminId,
      done: row.doneAt !== null,
    })),
  };
}
