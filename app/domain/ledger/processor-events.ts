// What a payment processor tells us (issue 23; decisions.md, "Deposits"): a deposit cleared, a
// deposit came back, a payment to a creditor cleared. The simulator and a real processor's
// webhook say it in the same words, and one function applies it
// (app/server/models/ledger/processor.server.ts). Events name what we scheduled (a deposit, a
// payment to a creditor); the amounts are ours, so no figure passes through the event.

import { z } from "../zod.ts";
import { isReturnCode } from "./ach-returns.ts";
import { RETURN_REASONS } from "./kinds.ts";

/** How far a webhook's timestamp may be from our clock, either way. */
export const EVENT_TOLERANCE_SECONDS = 5 * 60;

const eventId = z.string().regex(/^[A-Za-z0-9_:.-]{1,200}$/, "letters, digits and _ : . - only");
/** The processor's own reference for a money movement (issue 45): shown on the admin's ledger. */
export const processorReference = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, "1 to 100 letters, digits and _ . : - only");
/** An ACH return code, R01 to R99 (issue 45). */
export const returnCode = z.string().refine(isReturnCode, "an ACH return code, R01 to R99");

export const processorEvent = z.discriminatedUnion("type", [
  z.strictObject({
    id: eventId,
    type: z.literal("deposit.cleared"),
    created: z.int().positive(),
    data: z.strictObject({ depositId: z.guid(), reference: processorReference.optional() }),
  }),
  z.strictObject({
    id: eventId,
    type: z.literal("deposit.returned"),
    created: z.int().positive(),
    // The code is optional (older senders give only the reason; the code is then the reason's).
    data: z.strictObject({
      depositId: z.guid(),
      reason: z.enum(RETURN_REASONS),
      code: returnCode.optional(),
    }),
  }),
  z.strictObject({
    id: eventId,
    type: z.literal("creditor_payment.cleared"),
    created: z.int().positive(),
    // A scheduled payment of an approved, confirmed settlement (issue 24).
    data: z.strictObject({ paymentId: z.guid(), reference: processorReference.optional() }),
  }),
]);
export type ProcessorEvent = z.infer<typeof processorEvent>;
export type ProcessorEventType = ProcessorEvent["type"];

export const PROCESSOR_EVENT_TYPES: readonly ProcessorEventType[] = [
  "deposit.cleared",
  "deposit.returned",
  "creditor_payment.cleared",
];

/** Whether an event's `created` (seconds since 1970) is within the tolerance of `now`. */
export function isTimely(createdSeconds: number, now: Date): boolean {
  return Math.abs(now.getTime() / 1000 - createdSeconds) <= EVENT_TOLERANCE_SECONDS;
}
