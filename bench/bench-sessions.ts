// People with live sessions for the benches that drive the built server (signed-in.ts,
// upload-memory.ts): the rows better-auth's sign-in writes, and the cookie that carries them.
import crypto from "node:crypto";
import type { Db } from "../app/server/db.server.ts";
import { storedPhone } from "../app/server/models/user/phone.server.ts";
import { adminUsers, sessions, users } from "../db/schema.ts";
import { benchCipher } from "./personal-data.ts";

/** better-call's signed cookie value, URL-encoded, as better-auth's Set-Cookie carries it. */
const signed = (authSecret: string, token: string) =>
  encodeURIComponent(`${token}.${crypto.createHmac("sha256", authSecret).update(token).digest("base64")}`);

/** A user with a live session; their id, e-mail and Cookie header (the server runs with `authSecret`). */
export async function personWithSession(db: Db, authSecret: string, firstName: string, admin: boolean) {
  const [user] = await db
    .insert(users)
    .values({
      name: `${firstName} Bench`,
      firstName,
      lastName: "Bench",
      email: `bench-${firstName.toLowerCase()}-${crypto.randomBytes(4).toString("hex")}@test.example`,
      emailVerified: true,
      ...storedPhone(benchCipher, "5551234567"),
    })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error("the user insert returned no row");
  if (admin) await db.insert(adminUsers).values({ id: user.id });
  const token = crypto.randomBytes(24).toString("base64url");
  await db
    .insert(sessions)
    .values({ token, userId: user.id, expiresAt: new Date(Date.now() + 11 * 3_600_000) });
  return { ...user, cookie: `harborline.session_token=${signed(authSecret, token)}` };
}
