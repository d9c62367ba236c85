import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Auth } from "#app/server/auth.server.ts";
import type { DataCipher } from "#app/server/data-cipher.server.ts";
import type { Db } from "#app/server/db.server.ts";
import { storedPhone } from "#app/server/models/user/phone.server.ts";
import { accounts, adminUsers, sessions, users } from "#db/schema.ts";
import { PASSWORD } from "./constants.ts";

// Personas for the end-to-end tests, written by the fixture server (fixture-server.ts) inside
// the e2e server's process: a user with a password login, optionally an admin, and a session
// made by better-auth itself, so a test starts signed in without paying for the sign-up and
// sign-in forms. Client side: personas.ts and test.ts. It leans on better-auth's internal
// adapter and better-call's cookie signature: personas.spec.ts fails if either changes.

export const personaRequest = z.object({
  admin: z.boolean().default(false),
  emailVerified: z.boolean().default(true),
  signedIn: z.boolean().default(true),
  firstName: z.string().default("Grace"),
  lastName: z.string().optional(),
  phone: z.string().default("5551234567"),
  password: z.string().default(PASSWORD),
  /** The zone kept on the profile, as a sign-in from a browser there keeps it (issue 21). */
  timeZone: z.string().optional(),
});

export interface PersonaSession {
  cookieName: string;
  /** Signed and URL-encoded, as better-auth's Set-Cookie carries it. */
  cookieValue: string;
  expiresAt: string;
}

export interface CreatedPersona {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  emailVerified: boolean;
  admin: boolean;
  session: PersonaSession | null;
}

// argon2id takes a quarter to most of a second on a busy two-core machine: each password is
// hashed once per server, and personas sharing it share the (still real) hash.
const hashes = new Map<string, Promise<string>>();

/** better-call's signed cookie: `<value>.<base64 HMAC-SHA256>`, URL-encoded. */
function signedCookieValue(value: string, secret: string): string {
  const signature = crypto.createHmac("sha256", secret).update(value).digest("base64");
  return encodeURIComponent(`${value}.${signature}`);
}

export async function createPersona(
  db: Db,
  auth: Auth,
  cipher: DataCipher,
  body: unknown,
): Promise<CreatedPersona> {
  const input = personaRequest.parse(body);
  const context = await auth.$context;
  const tag = crypto.randomBytes(6).toString("hex");
  const email = `persona-${tag}@test.example`;
  const lastName = input.lastName ?? `Hopper${tag}`;
  let hash = hashes.get(input.password);
  if (!hash) {
    hash = context.password.hash(input.password);
    hashes.set(input.password, hash);
  }
  const passwordHash = await hash;
  // The rows better-auth's sign-up writes (a user and its "credential" account), plus admin membership.
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        name: `${input.firstName} ${lastName}`,
        firstName: input.firstName,
        lastName,
        // Encrypted with the server's own key, as sign-up stores it (docs/decisions/0028).
        ...storedPhone(cipher, input.phone),
        emailVerified: input.emailVerified,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      })
      .returning({ id: users.id });
    if (!row) throw new Error("user insert returned no row");
    await tx
      .insert(accounts)
      .values({ userId: row.id, accountId: row.id, providerId: "credential", password: passwordHash });
    if (input.admin) await tx.insert(adminUsers).values({ id: row.id });
    return row;
  });
  let session: PersonaSession | null = null;
  if (input.signedIn) {
    // better-auth's own session: its token, expiry and fields are the ones a sign-in makes.
    const created = await context.internalAdapter.createSession(user.id);
    session = {
      cookieName: context.authCookies.sessionToken.name,
      cookieValue: signedCookieValue(created.token, context.secret),
      expiresAt: created.expiresAt.toISOString(),
    };
  }
  return {
    id: user.id,
    email,
    firstName: input.firstName,
    lastName,
    phone: input.phone,
    password: input.password,
    emailVerified: input.emailVerified,
    admin: input.admin,
    session,
  };
}

/**
 * Removes the persona's sessions, admin membership and user (its login and payment methods go
 * with it by cascade); its applications stay, detached, as the schema keeps them.
 */
export async function removePersona(db: Db, body: unknown): Promise<{ removed: boolean }> {
  const { id } = z.object({ id: z.uuid() }).parse(body);
  return db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(adminUsers).where(eq(adminUsers.id, id));
    const removed = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return { removed: removed.length === 1 };
  });
}
