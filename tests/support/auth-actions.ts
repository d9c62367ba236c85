import type { AuthActionData } from "#app/domain/auth-schemas.ts";
import { action as adminSignInAction } from "#app/routes/auth/admin-sign-in.tsx";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import type { Services } from "#app/server/context.server.ts";
import { outcome } from "./route-results.ts";
import { contextFor, formRequest } from "./test-services.ts";

// /auth's and /admin/auth's actions called as React Router calls them, for the sign-up and
// sign-in tests.

export const PASSWORD = "Harbor-Light-42";

let counter = 0;
export function uniqueEmail() {
  counter += 1;
  return `user-${Date.now()}-${counter}@test.example`;
}

export const validSignUp = (email: string) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(555) 123-4567",
  email,
  password: PASSWORD,
});

/** Sign-up from `address` (the client's address the limits count). */
export function signUpWith(services: Services, fields: Record<string, string>, address?: string) {
  const request = formRequest("/auth?mode=sign-up", { intent: "sign-up", ...fields });
  return outcome<AuthActionData>(() =>
    signInAction({ request, context: contextFor(services, address), params: {} } as never),
  );
}

/** Sign-in through /auth, or /admin/auth when `path` starts with /admin; `cookie`: the browser's. */
export function signInWith(
  services: Services,
  email: string,
  password: string,
  path = "/auth",
  address?: string,
  cookie?: string,
) {
  const request = formRequest(path, { intent: "sign-in", email, password }, cookie ? { Cookie: cookie } : {});
  const run = path.startsWith("/admin") ? adminSignInAction : signInAction;
  return outcome<AuthActionData>(() =>
    run({ request, context: contextFor(services, address), params: {} } as never),
  );
}
