import type { RouterContextProvider } from "react-router";
import { MESSAGE_MESSAGES as M, MESSAGES_PER_HOUR } from "#app/domain/messages/rules.ts";
import { getRequestInfo, getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { isRefusal, readMessageSubmission } from "#app/server/messages/message-submission.server.ts";
import { postMessage } from "#app/server/models/message/post-message.server.ts";
import { hitRateLimit, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { reply } from "./room.server.ts";

// The Messages room's one form (issue 25): a customer's message with up to three files. Counted
// against the customer's 30 messages an hour before a byte is read (429 with Retry-After and the
// form's message); then the text and every file are checked, and the message is stored with its
// files, its audit row and, at most once in 15 minutes, the team's e-mail.

const INTENT = "send-message";

export async function messagesAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
) {
  const { db, cipher, clock, env, secret } = getServices(context);
  const now = clock.now();
  const limit = await hitRateLimit(
    db,
    rateLimitKey(secret, "messages:hour", user.id),
    MESSAGES_PER_HOUR,
    now,
  );
  if (!limit.allowed) {
    return reply({ intent: INTENT, ok: false, message: M.tooMany, formMessage: M.tooMany }, 429, {
      "Retry-After": String(Math.max(1, limit.retryAfterSeconds)),
    });
  }
  const submission = await readMessageSubmission(request, getRequestInfo(context).uploadBody);
  if (isRefusal(submission)) {
    return reply(
      {
        intent: INTENT,
        ok: false,
        message: M.failed,
        ...(submission.field
          ? { fieldErrors: { [submission.field]: submission.text } }
          : { formMessage: submission.text }),
        values: { body: submission.fields.body ?? "" },
      },
      submission.status,
    );
  }
  if (submission.fields.intent !== INTENT) throw new Response("Unknown request", { status: 400 });
  try {
    await postMessage(db, cipher, {
      sender: "customer",
      author: { id: user.id, email: user.email },
      to: { customerId: user.id },
      body: submission.body,
      files: submission.files,
      env,
      now,
    });
  } catch (error) {
    logFailure("sending a message failed", error, { files: submission.files.length });
    return reply(
      {
        intent: INTENT,
        ok: false,
        message: M.failed,
        formMessage: M.failed,
        values: { body: submission.body },
      },
      500,
    );
  }
  return reply({ intent: INTENT, ok: true, message: M.sent });
}
