import { isTimely, processorEvent } from "#app/domain/ledger/processor-events.ts";
import { getServices } from "#app/server/context.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { applyProcessorEvents } from "#app/server/models/ledger/processor.server.ts";
import { SIGNATURE_HEADER, signatureMatches } from "#app/server/processor-signature.server.ts";
import type { Route } from "./+types/processor-events";

// POST /api/processor/events (issue 23): a payment processor tells us a deposit cleared or came
// back, or a payment to a creditor cleared. Refused, with nothing changed: no secret configured
// (404), a bad or missing signature (401), an event older or newer than 5 minutes (401), a body
// that is not JSON (400), an event we do not know (422), one naming nothing of ours (404) or one
// the balance cannot cover (409). An event id applied before answers 200 and changes nothing.
// The body's size and type are checked before this runs (server/request-body.ts: 64 KB, JSON).

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const services = getServices(context);
  const secret = services.env.processor.webhookSecret;
  if (!secret) return json(404, { error: "not-configured" });
  const body = Buffer.from(await request.arrayBuffer());
  if (!signatureMatches(secret, body, request.headers.get(SIGNATURE_HEADER))) {
    logger.warn({ path: "/api/processor/events" }, "processor event refused: bad signature");
    return json(401, { error: "bad-signature" });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return json(400, { error: "malformed-json" });
  }
  const created = (parsed as { created?: unknown } | null)?.created;
  // The event's timeliness is the real time's (a demonstration's clock ahead would refuse every
  // real event); what it does happens at the program's "now" (docs/decisions/0069).
  if (typeof created !== "number" || !isTimely(created, services.realClock.now())) {
    return json(401, { error: "stale-timestamp" });
  }
  const now = services.clock.now();
  const event = processorEvent.safeParse(parsed);
  if (!event.success) return json(422, { error: "unknown-event" });
  const [result] = await applyProcessorEvents(services.db, [event.data], { now, env: services.env });
  if (!result) throw new Error("no result for the event");
  if (result.kind === "refused") return json(result.status, { error: "refused", reason: result.reason });
  return json(200, { status: result.kind });
}
