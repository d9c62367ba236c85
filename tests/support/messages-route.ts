import { Readable } from "node:stream";
import type { DashboardActionData, Loaded } from "#app/domain/dashboard/views.ts";
import type { MessageView } from "#app/domain/messages/views.ts";
import { action } from "#app/routes/dashboard/messages.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { SignedInUser } from "./application-requests.ts";
import { loadDashboard } from "./dashboard-route.ts";
import { type ActionOutcome, outcome } from "./route-results.ts";
import { contextFor, TEST_ORIGIN } from "./test-services.ts";

// /dashboard/messages called as the browser does (issue 25): the room's loaders, and the message
// form as a multipart body streamed to the action the way server/request-body.ts hands it on.

/** A PNG's first bytes and a little more: what the upload's checks accept as a PNG. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4]);

export interface MessageFileInput {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** The multipart body and its content type, as a browser encodes the form. */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly MessageFileInput[],
  fileField = "files",
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      fileField,
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/png" }),
    );
  }
  const encoded = new Request(TEST_ORIGIN, { method: "POST", body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "",
  };
}

export async function sendMessage(
  services: Services,
  user: SignedInUser,
  body: string,
  files: readonly MessageFileInput[] = [],
  /** Other fields of the form (the legal-notice box, issue 43). */
  fields: Record<string, string> = {},
): Promise<ActionOutcome<DashboardActionData>> {
  const encoded = await multipartBody({ intent: "send-message", body, ...fields }, files);
  const request = new Request(new URL("/dashboard/messages", TEST_ORIGIN), {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: user.cookie, "Content-Type": encoded.contentType },
  });
  const context = contextFor(services, undefined, {
    dataRequest: true,
    uploadBody: Readable.from([encoded.body]),
  });
  return outcome<DashboardActionData>(() =>
    Promise.resolve(action({ request, context, params: {} } as never)),
  );
}

/** The Messages room as its person sees it, and the frame's unread count. */
export async function openMessages(services: Services, user: SignedInUser) {
  const page = await loadDashboard<{ messages: Loaded<MessageView[]>; unreadMessages: number }>(
    services,
    "/dashboard/messages",
    { user },
  );
  const loaded = page.body?.messages;
  if (!loaded?.ok) throw new Error("Messages did not load");
  return { messages: loaded.value, unread: page.body?.unreadMessages ?? -1 };
}
