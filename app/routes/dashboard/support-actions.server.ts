import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { MESSAGE_MESSAGES } from "#app/domain/messages/rules.ts";
import { SUPPORT_SENT, supportForm, supportMessageBody } from "#app/domain/support/request.ts";
import type { Services } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { overMessageRate, postCustomerMessage } from "./messages-actions.server.ts";
import { byIntent, type IntentHandlers, reply } from "./room.server.ts";

// Support's quick request (issue 25): checked with the same rules as in the browser, then sent
// to the team as a message in the customer's conversation (started by the first), counted with
// the Messages room's against the 30 an hour. The answer comes in Messages.

type SupportServices = Pick<Services, "db" | "cipher" | "env" | "secret" | "clock">;

async function sendSupportRequest(user: SessionUser, form: FormData, services: SupportServices) {
  const submission = parseSubmission(supportForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply("support", submission), message: M.failedSupportRequest }, 400);
  }
  const now = services.clock.now();
  const refused = await overMessageRate(services, user, now, "support");
  if (refused) return refused;
  const body = supportMessageBody(submission.data);
  if (!(await postCustomerMessage(services, user, { body, files: [] }, now))) {
    return reply(
      {
        intent: "support",
        ok: false,
        message: M.failedSupportRequest,
        formMessage: MESSAGE_MESSAGES.failed,
        values: submission.values,
      },
      500,
    );
  }
  return reply({ intent: "support", ok: true, message: SUPPORT_SENT });
}

export function supportIntents(user: SessionUser, services: SupportServices): IntentHandlers {
  return { support: (form) => sendSupportRequest(user, form, services) };
}

export function supportAction(request: Request, user: SessionUser, services: SupportServices) {
  return byIntent(request, supportIntents(user, services));
}
