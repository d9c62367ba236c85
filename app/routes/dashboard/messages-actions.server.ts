import type { RouterContextProvider } from "react-router";
import type { DashboardIntent } from "#app/domain/dashboard/views.ts";
import { MESSAGE_MESSAGES as M, MESSAGES_PER_HOUR } from "#app/domain/messages/rules.ts";
import { getRequestInfo, getServices, type Services } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import {
  isRefusal,
  readMessageSubmission,
  refusalHeaders,
} from "#app/server/messages/message-submission.server.ts";
import { type MessageFile, postMessage } from "#app/server/models/message/post-message.server.ts";
import { hitRateLimit, rateLimitKey } from "#app/server/rate-limit.server.ts";
import { reply } from "./room.server.ts";

// The Messages room's one form (issue 25): a customer's message with up to three files. Counted
// against the customer's 30 messages an hour before a byte is read (429 with Retry-After and the
// form's message); then the text and every file are checked, and the message is stored with its
// files, its audit row and, at most once in 15 minutes, the team's e-mail.

const INTENT = "send-message";

type MessageServices = Pick<Services, "db" | "cipher" | "env" | "secret">;

/**
 * A customer's 30 messages an hour (the Messages room's form and Support's quick request count
 * together): the refusal of one more, 429 with Retry-After and the form's message, or null.
 */
export async function overMessageRate(
  { db, secret }: MessageServices,
  user: SessionUser,
  now: Date,
  intent: DashboardIntent,
) {
  const limit = await hitRateLimit(
    db,
    rateLimitKey(secret, "messages:hour", user.id),
    MESSAGES_PER_HOUR,
    now,
  );
  if (limit.allowed) return null;
  return reply({ intent, ok: false, message: M.tooMany, formMessage: M.tooMany }, 429, {
    "Retry-After": String(Math.max(1, limit.retryAfterSeconds)),
  });
}

/** Stores the customer's message to the team; false (logged) when it could not be. */
export async function postCustomerMessage(
  { db, cipher, env }: MessageServices,
  user: SessionUser,
  message: { body: string; files: MessageFile[]; legalNotice?: boolean },
  now: Date,
): Promise<boolean> {
  try {
    await postMessage(db, cipher, {
      sender: "customer",
      author: { id: user.id, email: user.email },
      to: { customerId: user.id },
      body: message.body,
      files: message.files,
      legalNotice: message.legalNotice,
      env,
      now,
    });
    return true;
  } catch (error) {
    logFailure("sending a message failed", error, { files: message.files.length });
    return false;
  }
}

export async function messagesAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
) {
  const services = getServices(context);
  const now = services.clock.now();
  const refused = await overMessageRate(services, user, now, INTENT);
  if (refused) return refused;
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
      refusalHeaders(submission),
    );
  }
  if (submission.fields.intent !== INTENT) throw new Response("Unknown request", { status: 400 });
  const message = { body: submission.body, files: submission.files, legalNotice: submission.legalNotice };
  if (!(await postCustomerMessage(services, user, message, now))) {
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
