import { data, type RouterContextProvider } from "react-router";
import type { ConversationIntent, ConversationReply } from "#app/domain/admin/conversation-views.ts";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages-views.ts";
import { readVersion } from "#app/domain/admin/negotiation.ts";
import {
  CONVERSATION_ACTION_ANSWERS,
  type ConversationAction,
  MESSAGE_MESSAGES,
} from "#app/domain/messages/rules.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  isRefusal,
  readMessageSubmission,
  refusalHeaders,
} from "#app/server/messages/message-submission.server.ts";
import { changeConversation } from "#app/server/models/message/conversation-state.server.ts";
import { postMessage } from "#app/server/models/message/post-message.server.ts";

// The POSTs of /admin/messages/:conversationId (issue 25), called by the route's action after
// `requireAdmin`: the answer with its files (multipart, streamed: server/request-body.ts), and
// Assign to me, Unassign, Mark as done, Reopen (urlencoded), each taken on the version the page
// showed through the one recipe for changes of state, with its audit row. Admins are not rate
// limited. Every answer is a toast; a refused answer's reason also sits beside its field.

type Context = Readonly<RouterContextProvider>;

function reply(body: ConversationReply, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers });
}

function refused(intent: ConversationIntent, message: string, status: number) {
  return reply({ intent, ok: false, message, formMessage: message }, status);
}

/** 'Send answer': the text and up to three files, checked as the customer's are, then sent to the customer. */
export async function replyAction(
  request: Request,
  context: Context,
  admin: SessionUser,
  conversationId: string,
) {
  const intent = "reply";
  const submission = await readMessageSubmission(request, getRequestInfo(context).uploadBody);
  if (!isRefusal(submission) && submission.fields.intent !== intent) {
    throw new Response("Unknown request", { status: 400 });
  }
  if (isRefusal(submission)) {
    const values = submission.fields.body === undefined ? {} : { values: { body: submission.fields.body } };
    const where = submission.field
      ? { fieldErrors: { [submission.field]: submission.text } }
      : { formMessage: submission.text };
    return reply(
      { intent, ok: false, message: MESSAGE_MESSAGES.failed, ...where, ...values },
      submission.status,
      refusalHeaders(submission),
    );
  }
  const { db, cipher, env, clock } = getServices(context);
  try {
    const result = await postMessage(db, cipher, {
      sender: "team",
      author: { id: admin.id, email: admin.email },
      to: { conversationId },
      body: submission.body,
      files: submission.files,
      env,
      now: clock.now(),
    });
    if (result.kind === "not-found") return refused(intent, MESSAGE_MESSAGES.notFound, 404);
    return reply({ intent, ok: true, message: MESSAGE_MESSAGES.sent });
  } catch (error) {
    logFailure("an admin's answer could not be sent", error, {
      conversationId,
      attachments: submission.files.length,
    });
    return reply({ intent, ok: false, message: MESSAGE_MESSAGES.failed }, 500);
  }
}

/** Assign to me, Unassign, Mark as done, Reopen: on the version the page showed. */
export async function conversationStateAction(
  context: Context,
  admin: SessionUser,
  conversationId: string,
  action: ConversationAction,
  form: FormData,
) {
  const seenVersion = readVersion(form.get("version"));
  // Without the version the page showed there is nothing to check against: refused like a stale one.
  if (!seenVersion) return refused(action, MESSAGE_MESSAGES.stale, 409);
  const { db, clock } = getServices(context);
  try {
    const result = await changeConversation(db, {
      id: conversationId,
      action,
      caller: { id: admin.id, email: admin.email, role: "admin" },
      assignee: action === "assign" ? admin.id : null,
      seenVersion,
      now: clock.now(),
    });
    if (result.kind === "changed") {
      return reply({ intent: action, ok: true, message: CONVERSATION_ACTION_ANSWERS[action] });
    }
    if (result.kind === "not-found") return refused(action, MESSAGE_MESSAGES.notFound, 404);
    return refused(action, result.reason, 409);
  } catch (error) {
    logFailure("changing a conversation failed", error, { conversationId, action });
    return reply({ intent: action, ok: false, message: ADMIN_MESSAGES.changeFailed }, 500);
  }
}
