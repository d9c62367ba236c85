import type { RouterContextProvider } from "react-router";
import { redirect } from "react-router";
import { readDepositChange } from "#app/domain/bank-account/deposit-changes.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { changeDeposits } from "#app/server/models/bank-account/deposit-changes.server.ts";
import { byIntent, reply } from "./room.server.ts";

// The confirmation of a change to the deposits (issue 44): the change as the preview showed it,
// with the schedule's version it was computed on. The server reads the facts again under the
// account's lock and decides everything again (the browser is never trusted): a schedule changed
// since answers 409 and the page shows the new effect; done, the page shows the new schedule.

type Context = Readonly<RouterContextProvider>;

const INTENT = "change-deposits";
const FAILED = "Your deposits were not changed.";
export const CHANGED_MESSAGE = "Your change is confirmed. We sent you an e-mail with your new deposits.";

async function confirm(context: Context, user: SessionUser, accountId: string, form: FormData) {
  const { db, clock, env } = getServices(context);
  const values: Record<string, string> = {};
  for (const name of ["change", "day", "onDay", "amount", "depositId"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const reading = readDepositChange(values);
  if (!reading.ok)
    return reply({ intent: INTENT, ok: false, message: FAILED, formMessage: reading.message }, 400);
  try {
    const result = await changeDeposits(db, {
      accountId,
      change: reading.change,
      caller: { id: user.id, email: user.email },
      seenVersion: String(form.get("scheduleVersion") ?? "") || null,
      now: clock.now(),
      env,
    });
    if (result.kind === "not-found") throw new Response("Not found", { status: 404 });
    if (result.kind === "refused")
      return reply({ intent: INTENT, ok: false, message: FAILED, formMessage: result.reason }, 409);
    return redirect(`/dashboard/program/deposits/${accountId}?changed=${reading.change.kind}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure("changing deposits failed", error, { accountId });
    return reply(
      { intent: INTENT, ok: false, message: FAILED, formMessage: "Something went wrong. Please try again." },
      500,
    );
  }
}

export function depositChangesAction(
  request: Request,
  context: Context,
  user: SessionUser,
  accountId: string,
) {
  return byIntent(request, { [INTENT]: (form) => confirm(context, user, accountId, form) });
}
