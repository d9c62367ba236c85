import { MessageView } from "#app/components/admin/mailbox/message-view.tsx";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/mailbox-message";
import { resendAction } from "./mailbox-actions.server.ts";
import { loadMailboxMessage } from "./mailbox-data.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.message.subject ?? "Message"} | Mailbox | Harborline Admin` },
];

// /admin/mailbox/:id: one message of the outbox, and 'Send again' when its delivery failed.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const found = await loadMailboxMessage(db, env, params.id, admin.timeZone);
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "resend") throw new Response("Unknown request", { status: 400 });
  return resendAction(context, admin, params.id);
}

export default function MailboxMessageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MessageView data={loaderData} reply={actionData} />;
}
