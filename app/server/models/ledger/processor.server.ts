import { eq } from "drizzle-orm";
import type { ProcessorEvent } from "#app/domain/ledger/processor-events.ts";
import { applications, dedicatedAccounts, processorEvents, scheduledDeposits } from "#db/schema.ts";
import type { Db } from "../../db.server.ts";
import { enqueueRendered, type RenderedOutgoingEmail, renderOutgoing } from "../../email/outbox.server.ts";
import { depositReturnedEmail } from "../../email/program-emails.server.ts";
import type { Env } from "../../env.server.ts";
import {
  clearCreditorPayment,
  PROCESSOR_ACTOR,
  preparePaidOffEmail,
} from "../negotiation/creditor-payments.server.ts";
import { graduateIfDone } from "../program/graduate-if-done.server.ts";
import { lockAccountOf } from "./account-lock.server.ts";
import { applyClearedBatch } from "./cleared-batch.server.ts";
import { applyDepositCleared, applyDepositReturned, returnOf } from "./deposit-events.server.ts";
import { isAccountClosed, isBalanceTooLow } from "./postings.server.ts";

// The one way a processor's word reaches the ledger (issue 23; decisions.md, "Deposits"): the
// simulator and the webhook both call `applyProcessorEvent`. In one transaction the event's id is
// recorded (a repeat, even at the same moment on another node, waits for the first and then
// changes nothing), the deposit's state moves on the condition it is where the event expects, and
// the entry is posted under the account's lock (the database refuses a balance below zero). A
// refusal writes nothing, the event's id included, so a corrected event can come again.

export type ApplyResult =
  | { kind: "applied" }
  /** This event id was applied before: nothing more happened. */
  | { kind: "duplicate" }
  /** What the event names does not exist (or is not where it says). */
  | { kind: "refused"; status: 404 | 409 | 422; reason: string };

export interface ApplyOptions {
  now: Date;
  env: Pick<Env, "site" | "publicUrl">;
}

class Refusal extends Error {
  readonly result: Extract<ApplyResult, { kind: "refused" }>;
  constructor(result: Extract<ApplyResult, { kind: "refused" }>) {
    super(result.reason);
    this.result = result;
  }
}

const refuse = (status: 404 | 409 | 422, reason: string): never => {
  throw new Refusal({ kind: "refused", status, reason });
};

/** The customer a deposit's e-mail goes to, read before the transaction. */
async function depositRecipient(db: Db, depositId: string) {
  const [row] = await db
    .select({
      email: applications.email,
      firstName: applications.firstName,
      lastName: applications.lastName,
      dueOn: scheduledDeposits.dueOn,
      amountCents: scheduledDeposits.amountCents,
    })
    .from(scheduledDeposits)
    .innerJoin(dedicatedAccounts, eq(dedicatedAccounts.id, scheduledDeposits.accountId))
    .innerJoin(applications, eq(applications.id, dedicatedAccounts.applicationId))
    .where(eq(scheduledDeposits.id, depositId));
  return row;
}

async function prepareEmail(db: Db, event: ProcessorEvent, env: ApplyOptions["env"]) {
  if (event.type === "creditor_payment.cleared") return preparePaidOffEmail(db, event.data.paymentId, env);
  if (event.type !== "deposit.returned") return null;
  const to = await depositRecipient(db, event.data.depositId);
  if (!to) return null;
  return renderOutgoing(
    depositReturnedEmail(env.site, `${env.publicUrl}/dashboard/program`, {
      ...to,
      depositId: event.data.depositId,
      ...returnOf(event.data),
    }),
  );
}

/**
 * Several events, each applied once, with what became of each. A batch of "deposit cleared"
 * events (the simulator's day) goes set-based in one transaction (cleared-batch.server.ts); other
 * events, and a single one (the webhook's), go one at a time, each in its own transaction.
 */
export async function applyProcessorEvents(
  db: Db,
  events: readonly ProcessorEvent[],
  options: ApplyOptions,
): Promise<ApplyResult[]> {
  const cleared = events.filter((event) => event.type === "deposit.cleared");
  if (events.length > 1 && cleared.length === events.length) {
    const batch = cleared.map((event) => ({ id: event.id, depositId: event.data.depositId }));
    return db.transaction((tx) => applyClearedBatch(tx, batch, options.now));
  }
  const results: ApplyResult[] = [];
  for (const event of events) results.push(await applyProcessorEvent(db, event, options));
  return results;
}

export async function applyProcessorEvent(
  db: Db,
  event: ProcessorEvent,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const email = await prepareEmail(db, event, options.env);
  let paidOff: string | null = null;
  try {
    const result = await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(processorEvents)
        .values({ id: event.id, type: event.type, appliedAt: options.now })
        .onConflictDoNothing({ target: processorEvents.id })
        .returning({ id: processorEvents.id });
      if (recorded.length === 0) return { kind: "duplicate" as const };
      // The account first, before the deposit or payment (account-lock.server.ts).
      await lockAccountOf(
        tx,
        event.type === "creditor_payment.cleared"
          ? { paymentId: event.data.paymentId }
          : { depositId: event.data.depositId },
      );
      paidOff = await apply(tx, event, options, email);
      return { kind: "applied" as const };
    });
    // The last enrolled debt paid off: the program completes, in a transaction of its own
    // (docs/decisions/0060), once this payment is committed.
    if (result.kind === "applied" && paidOff) {
      await graduateIfDone(db, { accountId: paidOff, now: options.now, env: options.env });
    }
    return result;
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    if (isBalanceTooLow(error)) {
      return {
        kind: "refused",
        status: 409,
        reason: "The account's balance cannot cover this: nothing was posted.",
      };
    }
    if (isAccountClosed(error)) {
      return { kind: "refused", status: 409, reason: "The account is closed: nothing was posted." };
    }
    throw error;
  }
}

/** Applies the event; the account whose debt it paid off, if it did. */
async function apply(
  tx: Db,
  event: ProcessorEvent,
  options: ApplyOptions,
  email: RenderedOutgoingEmail | null,
): Promise<string | null> {
  const { now } = options;
  switch (event.type) {
    case "deposit.cleared": {
      const deposit = await applyDepositCleared(tx, {
        depositId: event.data.depositId,
        eventId: event.id,
        now,
        reference: event.data.reference,
      });
      if (!deposit) return refuse(404, "No scheduled deposit of an open account has this id.");
      return null;
    }
    case "deposit.returned": {
      const deposit = await applyDepositReturned(tx, {
        depositId: event.data.depositId,
        eventId: event.id,
        ...returnOf(event.data),
        now,
        actor: { id: null, email: PROCESSOR_ACTOR },
      });
      if (!deposit) return refuse(404, "No cleared deposit has this id.");
      if (email) await enqueueRendered(tx, email);
      return null;
    }
    case "creditor_payment.cleared": {
      const cleared = await clearCreditorPayment(tx, {
        paymentId: event.data.paymentId,
        eventId: event.id,
        now,
        email,
        reference: event.data.reference,
      });
      if (cleared.kind === "not-found") return refuse(404, "No scheduled payment to a creditor has this id.");
      return cleared.paidOff ? cleared.accountId : null;
    }
  }
}
