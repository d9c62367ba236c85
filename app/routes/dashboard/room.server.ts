import { data } from "react-router";
import type { DashboardActionData, DashboardIntent, Loaded } from "#app/domain/dashboard/views.ts";
import { logFailure } from "#app/server/logger.server.ts";

// What every room of the customer's area shares on the server (docs/decisions/0040).

/** The answer to a page already open whose session has ended: it then says 'Please Sign In'. */
export function signedOutData() {
  return data({ signedOut: true as const }, { status: 401 });
}

/** One panel's read: its value, or the spec's message for it (the failure is logged, not shown). */
export async function attempt<T>(panel: string, message: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    logFailure("dashboard read failed", error, { panel });
    return { ok: false, message };
  }
}

/** A room's answer to one of its forms: the one form reply (domain/forms.ts) with the toast's words. */
export function reply(body: DashboardActionData, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers });
}

/** `answer`, naming what its form acted on (`FormReply.subject`). */
export function aboutSubject(subject: string, answer: ReturnType<typeof reply>) {
  return data({ ...answer.data, subject }, answer.init ?? undefined);
}

/** The answer to a form posted from a page whose session has ended. */
export function signedOutReply() {
  return reply({ signedOut: true }, 401);
}

/** One form's handler: its answer (a reply, a Response, or another route module's `data`). */
type IntentHandler = (form: FormData) => Promise<unknown> | unknown;

/** A room's forms, by intent. */
export type IntentHandlers = Partial<Record<DashboardIntent, IntentHandler>>;

/**
 * A room's action: the form's `intent` picks one of the room's handlers; anything else is a
 * request this room does not answer (400), whatever another room would have done with it.
 */
export async function byIntent(request: Request, handlers: IntentHandlers) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent as DashboardIntent] : undefined;
  if (!handler) throw new Response("Unknown request", { status: 400 });
  return handler(form);
}
