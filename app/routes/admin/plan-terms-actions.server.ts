import { data, type RouterContextProvider } from "react-router";
import type { ApplicationsActionData } from "#app/domain/admin/application-views.ts";
import { AGREEMENT_MESSAGES } from "#app/domain/enrollment/agreement.ts";
import { minimumDeposit } from "#app/domain/enrollment/plan.ts";
import {
  firstDepositWindow,
  PLAN_TERMS_MESSAGES,
  planTermsForm,
} from "#app/domain/enrollment/plan-terms-form.ts";
import { parseSubmission, refusedReply } from "#app/domain/forms.ts";
import { calendarDateIn } from "#app/domain/time-zone.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import { changePlanTerms } from "#app/server/models/enrollment/agreement.server.ts";
import { programProjection } from "#app/server/models/projection/program-projection.server.ts";

// An admin's change of an unsigned plan's terms (issue 22), from the expanded row: the term, a
// deposit that covers the plan in that term, a first date from today to 90 days ahead. Through the
// agreement's recipe: audited, refused once signed or when the plan changed since the page.

type Context = Readonly<RouterContextProvider>;

const INTENT = "plan-terms";
const FAILED = "Failed to update the plan";

function reply(body: ApplicationsActionData, status = 200) {
  return data(body, { status });
}

export async function planTermsAction(context: Context, admin: SessionUser, form: FormData) {
  const { db, clock } = getServices(context);
  const applicationId = String(form.get("applicationId") ?? "");
  if (!isApplicationId(applicationId)) throw new Response("Unknown application", { status: 404 });
  const submission = parseSubmission(planTermsForm, form);
  const { values } = submission;
  const refuse = (fieldErrors: ApplicationsActionData["fieldErrors"], status = 400) =>
    reply(
      {
        intent: INTENT,
        ok: false,
        message: FAILED,
        formMessage: PLAN_TERMS_MESSAGES.refused,
        fieldErrors,
        values,
        applicationId,
      },
      status,
    );
  if (!submission.ok) {
    return reply(
      {
        ...refusedReply(INTENT, submission),
        message: FAILED,
        formMessage: PLAN_TERMS_MESSAGES.refused,
        applicationId,
      },
      400,
    );
  }
  const program = await programProjection(db, applicationId, clock.now());
  if (!program) throw new Response("No plan", { status: 404 });
  const { termMonths, monthlyDeposit, firstDepositDate, revision } = submission.data;
  // What the plan's debts need (their expected settlements and fees), over the longest term.
  const minimum = minimumDeposit(program.projection.totals.neededCents, termMonths);
  if (monthlyDeposit < minimum) {
    return refuse({ monthlyDeposit: PLAN_TERMS_MESSAGES.tooLow(minimum, termMonths) });
  }
  // Today in the admin's calendar: the window is a day wide either side of any zone.
  const window = firstDepositWindow(calendarDateIn(clock.now(), admin.timeZone));
  if (firstDepositDate < window.from || firstDepositDate > window.to) {
    return refuse({ firstDepositDate: PLAN_TERMS_MESSAGES.dateRange(window.from, window.to) });
  }
  try {
    const result = await changePlanTerms(db, {
      applicationId,
      caller: { id: admin.id, email: admin.email, role: "admin" },
      seenRevision: revision,
      terms: { termMonths, monthlyDepositCents: monthlyDeposit, firstDepositDate },
      now: clock.now(),
    });
    if (result.kind === "changed") {
      return reply({ intent: INTENT, ok: true, message: AGREEMENT_MESSAGES.termsSaved, applicationId });
    }
    if (result.kind === "not-found") throw new Response("No plan", { status: 404 });
    return reply(
      { intent: INTENT, ok: false, message: FAILED, formMessage: result.reason, applicationId },
      409,
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure("changing a plan's terms failed", error, { applicationId });
    return reply(
      { intent: INTENT, ok: false, message: FAILED, formMessage: AGREEMENT_MESSAGES.failed, applicationId },
      500,
    );
  }
}
