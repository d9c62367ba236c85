import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { SubmissionResponse } from "#app/domain/application/submission.ts";
import { action, loader } from "#app/routes/api/applications.ts";
import { action as signInAction } from "#app/routes/auth/sign-in.tsx";
import type { Services } from "#app/server/context.server.ts";
import { adminUsers, users } from "#db/schema.ts";
import { outcome } from "./route-results.ts";
import { contextFor, cookieHeader, formRequest, TEST_ORIGIN } from "./test-services.ts";

// Calling POST /api/applications as the wizard does, as a signed-in user or a visitor.

export const PASSWORD = "Harbor-Light-42";

export interface SignedInUser {
  id: string;
  email: string;
  /** The Cookie request header of the user's session. */
  cookie: string;
}

let counter = 0;

/** Signs a new user up and in through the /auth actions, each from its own address. */
export async function signedInUser(services: Services): Promise<SignedInUser> {
  counter += 1;
  const email = `applicant-${crypto.randomBytes(4).toString("hex")}-${counter}@test.example`;
  const address = `198.51.100.${counter % 250}`;
  const call = (fields: Record<string, string>, path: string) =>
    outcome(() =>
      signInAction({
        request: formRequest(path, fields),
        context: contextFor(services, address),
        params: {},
      } as never),
    );
  const fields = { firstName: "Ada", lastName: "Lovelace", phone: "5551234567", email, password: PASSWORD };
  const signUp = await call({ intent: "sign-up", ...fields }, "/auth?mode=sign-up");
  if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`);
  const signIn = await call({ intent: "sign-in", email, password: PASSWORD }, "/auth");
  if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
  const [row] = await services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("the signed-up user is missing");
  return { id: row.id, email, cookie: cookieHeader(new Response(null, { headers: signIn.headers })) };
}

/** A signed-in user who is an admin (their row in admin_users). */
export async function signedInAdmin(services: Services): Promise<SignedInUser> {
  const admin = await signedInUser(services);
  await services.db.insert(adminUsers).values({ id: admin.id });
  return admin;
}

export interface SubmitOptions {
  cookie?: string;
  method?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** A request to the submit endpoint; a string body is sent as it is, anything else as JSON. */
export function submitRequest(body: unknown, options: SubmitOptions = {}): Request {
  const headers: Record<string, string> = {
    Origin: TEST_ORIGIN,
    "Content-Type": options.contentType ?? "application/json",
    ...(options.cookie ? { Cookie: options.cookie } : {}),
    ...options.headers,
  };
  const method = options.method ?? "POST";
  return new Request(new URL("/api/applications", TEST_ORIGIN), {
    method,
    headers,
    body: method === "GET" ? null : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface SubmitAnswer {
  status: number;
  headers: Headers;
  body: SubmissionResponse;
}

/** Runs the route as React Router would: the loader for GET, the action otherwise. */
export async function callSubmit(services: Services, request: Request): Promise<SubmitAnswer> {
  const args = { request, context: contextFor(services), params: {} } as never;
  const response = request.method === "GET" ? await loader() : await action(args);
  const text = await response.text();
  let body: SubmissionResponse;
  try {
    body = JSON.parse(text) as SubmissionResponse;
  } catch {
    body = { ok: false, reason: "failed", message: text };
  }
  return { status: response.status, headers: response.headers, body };
}

/** Submits `application` with a submission id (a fresh one unless given) as `user`. */
export function submitAs(
  services: Services,
  user: SignedInUser | undefined,
  application: unknown,
  submissionId: string = crypto.randomUUID(),
): Promise<SubmitAnswer> {
  return callSubmit(services, submitRequest({ submissionId, application }, { cookie: user?.cookie }));
}
