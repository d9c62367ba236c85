import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { PaymentsPage } from "#app/components/admin/payments/payments-page.tsx";
import { PAYMENT_METHOD_MESSAGES } from "#app/domain/admin/payment-methods.ts";
import { isPaymentMethodIntent } from "#app/domain/payment-method/form.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/payments";
import { addPaymentMethodAction, changePaymentMethodAction } from "./payments-actions.server.ts";
import { loadPaymentMethodsPage } from "./payments-data.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${PAYMENT_METHOD_MESSAGES.title} | Harborline Admin` },
];

// /admin/payments (spec section 2, "Payment Methods"; decisions.md): the list with each
// method's owner, searched and paginated on the server from the address; Add for a user found
// by a server-side search; Make Default and Remove. Every rule is decided again on the server.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const page = await loadPaymentMethodsPage(getServices(context).db, new URL(request.url), admin.timeZone);
  return data(page, { status: page.ok ? 200 : 500 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isPaymentMethodIntent(intent)) throw new Response("Unknown request", { status: 400 });
  if (intent === "add-payment-method") return addPaymentMethodAction(context, admin, form);
  return changePaymentMethodAction(context, admin, intent, form);
}

/** A refusal (someone else changed it first) reads the list again, so the page shows the current state. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function PaymentsRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentsPage page={loaderData} />;
}
