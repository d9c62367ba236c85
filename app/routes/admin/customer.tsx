import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CustomerPage } from "#app/components/admin/customer/customer-page.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import type { CustomerReply } from "#app/domain/admin/customer-views.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { findCustomer } from "#app/server/models/operator/customer-reads.server.ts";
import type { Route } from "./+types/customer";
import { customerAction } from "./customer-actions.server.ts";
import { loadCustomerPage } from "./customer-data.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.profile.name ?? "Customer"} | Customers | Harborline Admin` },
];

const notFound = () => new Response("Not Found", { status: 404 });

// /admin/customers/:userId (issue 45, docs/decisions/0068): everything about one person on one
// page, each section read by its own page's function and failing alone; notes, calls and tasks
// written here. An unknown or malformed id, or an admin's own login without an application, is a 404.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, cipher, clock } = getServices(context);
  const found = await loadCustomerPage(db, cipher, params.userId.toLowerCase(), admin, clock.now());
  if (!found) throw notFound();
  return { ...found, adminId: admin.id };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = getServices(context);
  const customer = await findCustomer(db, params.userId.toLowerCase());
  if (!customer) throw notFound();
  return customerAction(context, admin, customer.id, await request.formData());
}

/** A form whose send was lost: it says so and keeps what was typed. */
export const clientAction = answerWhenUnreachable(
  (form): CustomerReply => ({
    intent: String(form.get("intent") ?? ""),
    ok: false,
    message: "Your change could not be sent. Check your connection and try again.",
    values: Object.fromEntries(
      [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    ),
  }),
);

/** A refusal (the note or task changed meanwhile) reads the page again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function CustomerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CustomerPage
      data={loaderData}
      reply={actionData as CustomerReply | undefined}
      adminId={loaderData.adminId}
    />
  );
}
