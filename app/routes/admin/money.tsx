import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { MoneyPage } from "#app/components/admin/money/money-page.tsx";
import { MONEY_MESSAGES } from "#app/domain/admin/money.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/money";
import { refundStepAction } from "./money-actions.server.ts";
import { loadMoneyPage } from "./money-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${MONEY_MESSAGES.title} | Harborline Admin` }];

// /admin/money (issue 23): the refunds still to pay (overdue first, with their next step), the
// latest returned deposits, and the dedicated accounts a page at a time, each opening its ledger.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, clock } = getServices(context);
  const page = await loadMoneyPage(db, new URL(request.url), clock.now(), admin.timeZone);
  return data(page, { status: page.ok ? 200 : 500 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "refund-step") throw new Response("Unknown request", { status: 400 });
  return refundStepAction(context, admin, form);
}

/** A refusal (another admin moved the refund first) reads the list again: it shows the current state. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function MoneyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MoneyPage page={loaderData} reply={actionData} />;
}
