import { data, type RouterContextProvider } from "react-router";
import { MAILBOX_MESSAGES, type MailboxActionData } from "#app/domain/admin/mailbox.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { resendEmail } from "#app/server/models/email-outbox.server.ts";

// 'Send again' on /admin/mailbox/:id: the message named by the address, whatever the form says.

type Context = Readonly<RouterContextProvider>;

function reply(ok: boolean, message: string, status = 200) {
  return data<MailboxActionData>({ intent: "resend", ok, message }, { status });
}

export async function resendAction(context: Context, admin: SessionUser, emailId: string) {
  try {
    const result = await resendEmail(getServices(context).db, {
      emailId,
      actor: { id: admin.id, email: admin.email },
    });
    if (result.kind === "not-found") return reply(false, MAILBOX_MESSAGES.notFound, 404);
    if (result.kind === "not-failed") return reply(false, MAILBOX_MESSAGES.notFailed, 409);
    return reply(true, MAILBOX_MESSAGES.resent);
  } catch (error) {
    logFailure("sending an e-mail again failed", error, { emailId });
    return reply(false, MAILBOX_MESSAGES.resendFailed, 500);
  }
}
