import { data } from "react-router";
import { MailboxPage } from "#app/components/admin/mailbox/mailbox-page.tsx";
import { MAILBOX_MESSAGES } from "#app/domain/admin/mailbox.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/mailbox";
import { loadMailboxPage } from "./mailbox-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${MAILBOX_MESSAGES.title} | Harborline Admin` }];

// /admin/mailbox: the e-mail outbox, newest first. Without SMTP_URL it is the local mailbox
// (messages kept, not sent); with it, each message's delivery (docs/decisions/0020).
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, env } = getServices(context);
  const page = await loadMailboxPage(db, env, new URL(request.url), admin.timeZone);
  return data(page, { status: page.ok ? 200 : 500 });
}

export default function MailboxRoute({ loaderData }: Route.ComponentProps) {
  return <MailboxPage page={loaderData} />;
}
