import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { DashboardActionData, DashboardIntent } from "#app/domain/dashboard/views.ts";

/**
 * A room's answer to its form when the send never reached the server, or its answer never came
 * back (the rooms' `clientAction = answerWhenUnreachable(unreachableReply)`): the form's own
 * refusal, as toast and sentence, with what was typed (never a password), so the form stays as
 * it was and can be sent again. It says it was never decided (`unreachable`): a draft kept while
 * sending stays kept (use-kept-draft.ts).
 */
export function unreachableReply(form: FormData): DashboardActionData {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== "intent" && !/password/i.test(name)) values[name] = value;
  }
  return {
    intent: String(form.get("intent") ?? "") as DashboardIntent,
    ok: false,
    message: M.unreachable,
    formMessage: M.unreachable,
    values,
    unreachable: true,
  };
}
