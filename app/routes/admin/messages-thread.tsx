import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ConversationPage } from "#app/components/admin/messages/conversation-page.tsx";
import { isConversationAction } from "#app/domain/admin/conversation-views.ts";
import { ADMIN_MESSAGES } from "#app/domain/admin/messages-views.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { isConversationId } from "#app/server/models/message/conversations.server.ts";
import type { Route } from "./+types/messages-thread";
import { conversationStateAction, replyAction } from "./messages-actions.server.ts";
import { loadConversation } from "./messages-data.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.customer ?? ADMIN_MESSAGES.threadTitle} | ${ADMIN_MESSAGES.title} | Harborline Admin`,
  },
];

const notFound = () => new Response("Not Found", { status: 404 });

// /admin/messages/:conversationId (issue 25): one customer's conversation with the team, oldest
// message first, marked read for the team once read; the answer with up to three files, and
// Assign to me / Unassign, Mark as done / Reopen on the version shown. A malformed or unknown id
// is a 404.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  if (!isConversationId(params.conversationId)) throw notFound();
  const { db, cipher, env } = getServices(context);
  const reader = { admin, brand: env.site.shortBrand };
  const page = await loadConversation(db, cipher, params.conversationId.toLowerCase(), reader);
  if (!page) throw notFound();
  return page;
}

/** The answer carries files: its body is multipart and streamed (server/request-body.ts). */
const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if (!isConversationId(params.conversationId)) throw notFound();
  const conversationId = params.conversationId.toLowerCase();
  if (isMultipart(request)) return replyAction(request, context, admin, conversationId);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isConversationAction(intent))
    return conversationStateAction(context, admin, conversationId, intent, form);
  throw new Response("Unknown request", { status: 400 });
}

/** A refusal (the conversation changed meanwhile) reads the page again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function MessagesThreadRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConversationPage data={loaderData} reply={actionData} />;
}
