import { and, eq } from "drizzle-orm";
import {
  CONVERSATION_TRANSITIONS,
  type ConversationAction,
  type ConversationStateRow,
} from "#app/domain/messages/rules.ts";
import { conversations } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { changeState, type StateChangeResult, type StateRecipe } from "../../state-change.server.ts";
import { isConversationId } from "./conversations.server.ts";

// An admin assigns a conversation (to themself or another admin), takes the assignment away,
// marks it done or opens it again (issue 25): through the one recipe for changes of state, on the
// version the admin's page showed, with its audit row. A customer's new message also moves the
// version (the messages' trigger), so an admin who marks done a conversation that just got a
// message is told it changed.

interface ConversationState extends ConversationStateRow {
  id: string;
  version: string;
}

export interface ConversationCaller {
  id: string;
  email: string;
  role: "admin" | "customer";
}

async function read(db: Db, id: string): Promise<ConversationState | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      assignedAdminId: conversations.assignedAdminId,
      doneAt: conversations.doneAt,
      version: conversations.version,
    })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row
    ? {
        id: row.id,
        assignedAdminId: row.assignedAdminId,
        done: row.doneAt !== null,
        version: String(row.version),
      }
    : undefined;
}

const AUDIT = {
  assign: "conversation_assigned",
  unassign: "conversation_assigned",
  "mark-done": "conversation_closed",
  reopen: "conversation_reopened",
} as const;

function recipe(
  assignee: string | null,
): StateRecipe<ConversationState, ConversationAction, "admin", ConversationCaller, null> {
  return {
    target: "conversation",
    table: CONVERSATION_TRANSITIONS,
    isId: isConversationId,
    read,
    actorOf: (_row, caller) => (caller.role === "admin" ? "admin" : null),
    async write(tx, row, action, now) {
      const change =
        action === "assign"
          ? { assignedAdminId: assignee }
          : action === "unassign"
            ? { assignedAdminId: null }
            : { doneAt: action === "mark-done" ? now : null };
      const [written] = await tx
        .update(conversations)
        .set({ ...change, version: Number(row.version) + 1 })
        .where(and(eq(conversations.id, row.id), eq(conversations.version, Number(row.version))))
        .returning({ id: conversations.id });
      return written ? read(tx, row.id) : undefined;
    },
    refusal: (_row, action, stale) =>
      stale
        ? "This conversation changed since you opened it. The page now shows it as it is."
        : action === "mark-done"
          ? "This conversation is already done."
          : action === "reopen"
            ? "This conversation is open."
            : "This conversation is not assigned.",
    auditAction: (action) => AUDIT[action],
    auditState: (row) => ({ assignedAdminId: row.assignedAdminId, done: row.done }),
  };
}

/** Takes the action; `assignee` is the admin an "assign" names (checked to be an admin by the caller). */
export function changeConversation(
  db: Db,
  input: {
    id: string;
    action: ConversationAction;
    caller: ConversationCaller;
    assignee?: string | null;
    seenVersion?: string | null;
    now: Date;
  },
): Promise<StateChangeResult<ConversationState>> {
  return changeState(db, recipe(input.assignee ?? null), {
    id: input.id,
    action: input.action,
    caller: input.caller,
    seenVersion: input.seenVersion,
    now: input.now,
  });
}
