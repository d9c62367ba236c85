import crypto from "node:crypto";
import { emailField } from "#app/domain/fields.ts";
import type { Db } from "./db.server.ts";
import { countUsers, createCredentialUser, findUserByEmail, grantAdmin } from "./models/user/users.server.ts";
import { newPasswordProblems } from "./password-rules.server.ts";

export const DEMO_ADMIN_EMAIL = "admin@harborline.example";

export type CreateAdminResult =
  | { ok: true; action: "created" | "promoted" | "already-admin"; userId: string; email: string }
  | { ok: false; problems: string[] };

/** `npm run create-admin`: creates the user as an admin, or promotes an existing user. */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<CreateAdminResult> {
  const email = emailField.safeParse(input.email);
  if (!email.success) return { ok: false, problems: [`Invalid email address: "${input.email}"`] };
  const existing = await findUserByEmail(db, email.data);
  if (existing) {
    const granted = await grantAdmin(db, existing.id);
    return {
      ok: true,
      action: granted ? "promoted" : "already-admin",
      userId: existing.id,
      email: email.data,
    };
  }
  const problems = newPasswordProblems(input.password, email.data);
  if (problems.length > 0) return { ok: false, problems };
  const user = await createCredentialUser(db, {
    email: email.data,
    password: input.password,
    firstName: input.firstName ?? "Admin",
    lastName: input.lastName ?? "User",
    emailVerified: true,
  });
  await grantAdmin(db, user.id);
  return { ok: true, action: "created", userId: user.id, email: email.data };
}

/** A password that passes every rule: 24 random characters from all four classes. */
export function randomPassword(): string {
  const sets = ["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnopqrstuvwxyz", "23456789", "!#%+-=?@"];
  const chars = sets.map((set) => set[crypto.randomInt(set.length)]);
  const all = sets.join("");
  while (chars.length < 24) chars.push(all[crypto.randomInt(all.length)]);
  return chars.join("");
}

/** First start on an empty embedded database: a demo admin whose password is shown once. */
export async function ensureDemoAdmin(db: Db): Promise<{ email: string; password: string } | null> {
  if ((await countUsers(db)) > 0) return null;
  const password = randomPassword();
  const result = await createOrPromoteAdmin(db, { email: DEMO_ADMIN_EMAIL, password, firstName: "Demo" });
  return result.ok ? { email: DEMO_ADMIN_EMAIL, password } : null;
}
