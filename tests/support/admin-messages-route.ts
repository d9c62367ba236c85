import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { ConversationPageView, ConversationReply } from "#app/domain/admin/conversation-views.ts";
import type { InboxPageData } from "#app/domain/admin/messages-views.ts";
import { loader as eventsLoader } from "#app/routes/admin/messages-events.ts";
import { action } from "#app/routes/admin/messages-thread.tsx";
import type { Services } from "#app/server/context.server.ts";
import { postMessage } from "#app/server/models/message/post-message.server.ts";
import { users } from "#db/schema.ts";
import { type SignedInUser, signedInUser } from "./application-requests.ts";
import type { TestClock } from "./clock.ts";
import { postRoute, runRoutes } from "./route-chain.ts";
import { type ActionOutcome, outcome } from "./route-results.ts";
import { contextFor, TEST_ORIGIN } from "./test-services.ts";

// The admins' Messages (issue 25) called as the browser does: the inbox's and a conversation's
// loaders through the app's routes, the urlencoded forms (assign, done) as the open page's
// fetchers, and the answer as a multipart body streamed to the action the way
// server/request-body.ts hands it on. A customer's message is written by the model itself.

export const conversationPath = (id: string) => `/admin/messages/${id}`;

export interface AttachedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export function adminMessagesCalls(services: () => Services, admin: () => SignedInUser, clock: TestClock) {
  return {
    /** A customer signed up and in, named as asked. */
    async customerNamed(firstName: string, lastName: string): Promise<SignedInUser> {
      const user = await signedInUser(services());
      await services().db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
      return user;
    },
    /** The customer's message to the team; the conversation's id. */
    async customerWrites(customer: SignedInUser, body: string): Promise<string> {
      const result = await postMessage(services().db, services().cipher, {
        sender: "customer",
        author: { id: customer.id, email: customer.email },
        to: { customerId: customer.id },
        body,
        files: [],
        env: services().env,
        now: clock.now(),
      });
      if (result.kind !== "sent") throw new Error("the customer's message was not sent");
      return result.conversationId;
    },
    async inbox(query = "", user: SignedInUser = admin()) {
      const result = await runRoutes(services(), `/admin/messages${query}`, { user });
      return { ...result, page: result.data["routes/admin/messages"] as InboxPageData };
    },
    async conversation(id: string, user: SignedInUser = admin()) {
      const result = await runRoutes(services(), conversationPath(id), { user });
      return { ...result, view: result.data["routes/admin/messages-thread"] as ConversationPageView };
    },
    async post(id: string, fields: Record<string, string>, user: SignedInUser = admin()) {
      const answer = await postRoute(services(), conversationPath(id), fields, { user, dataRequest: true });
      return answer as ActionOutcome<ConversationReply>;
    },
    /** 'Send answer', multipart, its body streamed to the action. */
    async answer(id: string, body: string, files: AttachedFile[] = [], user: SignedInUser = admin()) {
      const form = new FormData();
      form.append("intent", "reply");
      form.append("body", body);
      for (const file of files) {
        form.append("files", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      }
      const encoded = new Request(TEST_ORIGIN, { method: "POST", body: form });
      const bytes = Buffer.from(await encoded.arrayBuffer());
      const request = new Request(new URL(conversationPath(id), TEST_ORIGIN), {
        method: "POST",
        headers: {
          Origin: TEST_ORIGIN,
          Cookie: user.cookie,
          "Content-Type": encoded.headers.get("content-type") ?? "",
        },
      });
      const context = contextFor(services(), undefined, {
        dataRequest: true,
        uploadBody: Readable.from([bytes]),
      });
      return outcome<ConversationReply>(() =>
        Promise.resolve(action({ request, context, params: { conversationId: id } } as never)),
      );
    },
    /** GET /admin/messages/events as `user` (or a visitor). */
    events(user?: SignedInUser, signal?: AbortSignal): Promise<Response> {
      const request = new Request(new URL("/admin/messages/events", TEST_ORIGIN), {
        headers: user ? { Cookie: user.cookie } : {},
        signal,
      });
      return eventsLoader({
        request,
        context: contextFor(services()),
        params: {},
      } as never) as Promise<Response>;
    },
  };
}

/** What a stream sends until `until` holds for it, it ends, or `timeoutMs` passes. */
export async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  until: (text: string) => boolean,
  timeoutMs: number,
): Promise<string> {
  const decoder = new TextDecoder();
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), timeoutMs));
  let text = "";
  while (!until(text)) {
    const next = await Promise.race([reader.read(), timeout]);
    if (next === "timeout" || next.done) break;
    text += decoder.decode(next.value);
  }
  return text;
}
