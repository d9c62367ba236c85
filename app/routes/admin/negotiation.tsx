import type { ShouldRevalidateFunctionArgs } from "react-router";
import { NegotiationPage } from "#app/components/admin/negotiation/negotiation-page.tsx";
import { isNegotiationId } from "#app/domain/admin/negotiation.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/negotiation";
import {
  recordOfferAction,
  removeDebtAction,
  stageAction,
  withdrawOfferAction,
} from "./negotiation-actions.server.ts";
import { confirmOfferAction, confirmWithoutLetter } from "./negotiation-confirm-action.server.ts";
import { loadNegotiation } from "./negotiation-data.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.debt.creditor ?? "Debt"} | Negotiation | Harborline Admin` },
];

const notFound = () => new Response("Not Found", { status: 404 });

// /admin/negotiations/:debtAccountId (issue 24): one enrolled debt's negotiation. Its stage and
// the changes the transition table allows (Move to Saving, Start negotiating, Remove from
// program with a reason), the creditor's offer recorded with its payment plan, and every offer
// with its payments: the one in play withdrawn, or, once approved, confirmed with the creditor's
// letter. A malformed or unknown id is a 404.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  if (!isNegotiationId(params.debtAccountId)) throw notFound();
  const { db, clock } = getServices(context);
  const found = await loadNegotiation(db, params.debtAccountId.toLowerCase(), clock.now(), admin.timeZone);
  if (!found) throw notFound();
  return found;
}

/** The confirmation carries a file: its body is multipart and streamed (server/request-body.ts). */
const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if (!isNegotiationId(params.debtAccountId)) throw notFound();
  const debtAccountId = params.debtAccountId.toLowerCase();
  if (isMultipart(request)) return confirmOfferAction(request, context, admin, debtAccountId);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "stage") return stageAction(context, admin, debtAccountId, form);
  if (intent === "remove-debt") return removeDebtAction(context, admin, debtAccountId, form);
  if (intent === "record-offer") return recordOfferAction(context, admin, debtAccountId, form);
  if (intent === "withdraw-offer") return withdrawOfferAction(context, admin, debtAccountId, form);
  if (intent === "confirm-offer") return confirmWithoutLetter(form);
  throw new Response("Unknown request", { status: 400 });
}

/** A refusal (the debt or the offer changed meanwhile) reads the page again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function NegotiationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NegotiationPage data={loaderData} reply={actionData} />;
}
