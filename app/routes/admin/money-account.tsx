import type { ShouldRevalidateFunctionArgs } from "react-router";
import { AccountPage } from "#app/components/admin/money/account-page.tsx";
import { isMoneyId } from "#app/domain/admin/money.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/money-account";
import {
  adjustmentAction,
  recordReceivedAction,
  recordReturnAction,
  scheduleRetryAction,
} from "./money-actions.server.ts";
import { loadMoneyAccount } from "./money-data.server.ts";
import { rescheduleAction, settlementOrderAction } from "./money-schedule-actions.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.account.customer ?? "Account"} | Money | Harborline Admin` },
];

const notFound = () => new Response("Not Found", { status: 404 });

// /admin/money/:accountId (issue 23): one dedicated account, its newest entries, its schedule and
// its debts' settlement order, and (while it is open) an adjustment or a returned deposit recorded
// by hand, a new monthly deposit, a debt moved up the order. A malformed or unknown id is a 404.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  if (!isMoneyId(params.accountId)) throw notFound();
  const { db, clock } = getServices(context);
  const found = await loadMoneyAccount(db, params.accountId, admin.timeZone, clock.now());
  if (!found) throw notFound();
  return found;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if (!isMoneyId(params.accountId)) throw notFound();
  const accountId = params.accountId.toLowerCase();
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "post-adjustment") return adjustmentAction(context, admin, accountId, form);
  if (intent === "record-return") return recordReturnAction(context, admin, accountId, form);
  if (intent === "record-received") return recordReceivedAction(context, admin, accountId, form);
  if (intent === "schedule-retry") return scheduleRetryAction(context, admin, accountId, form);
  if (intent === "reschedule-deposits") return rescheduleAction(context, admin, accountId, form);
  if (intent === "settlement-order") return settlementOrderAction(context, admin, accountId, form);
  throw new Response("Unknown request", { status: 400 });
}

/** A refusal (the account changed meanwhile) reads the account again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function MoneyAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} reply={actionData} />;
}
