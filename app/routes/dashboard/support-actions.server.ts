import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import {
  SUPPORT_READY,
  SupportRequestNotPrepared,
  supportForm,
  supportMailto,
  supportTooLong,
} from "#app/domain/support/request.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { byIntent, type IntentHandlers, reply } from "./room.server.ts";

// Support's quick request without JavaScript: checked with the same rules as in the browser and
// answered with the mailto: link to open. Nothing is stored, sent or logged.

function prepareSupportRequest(user: SessionUser, form: FormData, supportEmail: string) {
  const submission = parseSubmission(supportForm, form);
  if (!submission.ok) {
    return reply({ ...refusedReply("support", submission), message: M.failedSupportRequest }, 400);
  }
  try {
    const mailto = supportMailto(supportEmail, submission.data, {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
    });
    return reply({ intent: "support", ok: true, message: SUPPORT_READY, mailto });
  } catch (error) {
    if (!(error instanceof SupportRequestNotPrepared)) throw error;
    return reply(
      {
        intent: "support",
        ok: false,
        message: M.failedSupportRequest,
        formMessage: supportTooLong(supportEmail),
        values: submission.values,
      },
      400,
    );
  }
}

export function supportIntents(user: SessionUser, supportEmail: string): IntentHandlers {
  return { support: (form) => prepareSupportRequest(user, form, supportEmail) };
}

export function supportAction(request: Request, user: SessionUser, supportEmail: string) {
  return byIntent(request, supportIntents(user, supportEmail));
}
