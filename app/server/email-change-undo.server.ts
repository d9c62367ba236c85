import crypto from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { UNDO_MESSAGES } from "#app/domain/account-links.ts";
import { sessions, users, verifications } from "#db/schema.ts";
import type { Auth } from "./auth.server.ts";
import { getRequestInfo, getServices } from "./context.server.ts";
import type { Db } from "./db.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { emailChangeNoticeEmail } from "./email/templates.server.ts";
import { redirectWithFlash } from "./flash.server.ts";
import { logger } from "./logger.server.ts";
import { AUTH_API_PER_ADDRESS, hitRateLimit, rateLimitKey } from "./rate-limit.server.ts";
import { endResetLinks } from "./reset-links.server.ts";

// The old address is told when an account's e-mail address changes, with a link that puts it
// back within 72 hours (issue 11): whoever took the account over cannot keep it by changing the
// address. Undoing also signs out every session, and sends the owner on to a new password.

export const UNDO_LINK_SECONDS = 72 * 60 * 60;
const PREFIX = "email-undo:";

interface UndoValue {
  userId: string;
  from: string;
  to: string;
}

export interface UndoLink extends UndoValue {
  rowId: string;
}

/** Tells `from` that the account now uses `to`, with the undo link; call it once the change is applied. */
export async function tellOldAddress(
  auth: Auth,
  db: Db,
  options: {
    site: Parameters<typeof emailChangeNoticeEmail>[0];
    publicUrl: string;
    firstName: string;
  } & UndoValue,
): Promise<void> {
  const token = crypto.randomBytes(24).toString("base64url");
  const { internalAdapter } = await auth.$context;
  const value: UndoValue = { userId: options.userId, from: options.from, to: options.to };
  // Stored as the hash of its identifier (verification.storeIdentifier in auth.server.ts).
  await internalAdapter.createVerificationValue({
    identifier: `${PREFIX}${token}`,
    value: JSON.stringify(value),
    expiresAt: new Date(Date.now() + UNDO_LINK_SECONDS * 1000),
  });
  const url = `${options.publicUrl}/auth/undo-email-change?token=${token}`;
  await enqueueEmail(
    db,
    emailChangeNoticeEmail(options.site, options.from, options.firstName, options.to, url),
  );
}

class UndoRaced extends Error {}

function isWellFormed(token: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(token);
}

/** The change a link would undo, while it can still be undone: unused, not expired, the address unchanged since. */
export async function findUndoLink(auth: Auth, db: Db, token: string): Promise<UndoLink | null> {
  if (!isWellFormed(token)) return null;
  const { internalAdapter } = await auth.$context;
  const row = await internalAdapter.findVerificationValue(`${PREFIX}${token}`);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  let value: UndoValue;
  try {
    value = JSON.parse(row.value) as UndoValue;
  } catch {
    return null;
  }
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, value.userId));
  if (user?.email !== value.to) return null;
  return { ...value, rowId: row.id };
}

/** The undo page's POST: the old address back, every session ended, the link used up, in one transaction. */
export async function undoEmailChange(context: Readonly<RouterContextProvider>, form: FormData) {
  const { auth, db, secret } = getServices(context);
  const limited = await hitRateLimit(
    db,
    rateLimitKey(secret, "email-undo", getRequestInfo(context).clientAddress),
    AUTH_API_PER_ADDRESS,
  );
  if (!limited.allowed) {
    throw new Response("Too many requests. Please try again later.", {
      status: 429,
      headers: { "Retry-After": String(Math.max(1, limited.retryAfterSeconds)) },
    });
  }
  const link = await findUndoLink(auth, db, String(form.get("token") ?? ""));
  if (!link) return { undone: false as const, reason: "invalid" as const };
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, link.from), ne(users.id, link.userId)))
    .limit(1);
  if (taken) return { undone: false as const, reason: "taken" as const };
  const restored = await db
    .transaction(async (tx) => {
      const used = await tx
        .delete(verifications)
        .where(eq(verifications.id, link.rowId))
        .returning({ id: verifications.id });
      const changed = await tx
        .update(users)
        .set({ email: link.from, emailVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, link.userId), eq(users.email, link.to)))
        .returning({ id: users.id });
      // Used by another tab, or the address changed again meanwhile: nothing is kept.
      if (used.length === 0 || changed.length === 0) throw new UndoRaced();
      await tx.delete(sessions).where(eq(sessions.userId, link.userId));
      // And every reset link sent to the address the intruder had put in (issue 20).
      await endResetLinks(tx, link.userId);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof UndoRaced) return false;
      throw error;
    });
  if (!restored) return { undone: false as const, reason: "invalid" as const };
  logger.info({ userId: link.userId }, "e-mail change undone; sessions signed out");
  return redirectWithFlash(secret, "/auth/forgot-password", {
    type: "success",
    message: UNDO_MESSAGES.restored(link.from),
  });
}
