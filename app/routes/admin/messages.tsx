import { data } from "react-router";
import { InboxPage } from "#app/components/admin/messages/inbox-page.tsx";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages-views.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/messages";
import { loadInbox } from "./messages-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${ADMIN_MESSAGES.title} | Harborline Admin` }];

// /admin/messages (issue 25): the customers' conversations with the team, those with an unread
// customer message first, then the latest first; filtered (Unread, Assigned to me, All), searched
// by the customer's name or e-mail and paged from the address. It follows the inbox's live stream.
// A failed read is said in place and logged.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const page = await loadInbox(getServices(context).db, new URL(request.url), admin);
  return data(page, { status: page.ok ? 200 : 500 });
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return <InboxPage page={loaderData} />;
}
