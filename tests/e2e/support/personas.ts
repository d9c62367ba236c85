import type { APIRequest, APIRequestContext, BrowserContext } from "@playwright/test";
import type { z } from "zod";
import { E2E_ORIGIN } from "./constants.ts";
import { callFixture } from "./fixtures.ts";
import type { CreatedPersona, personaRequest } from "./persona-store.ts";
import { recordValues } from "./typed-values.ts";

// The tests' side of the personas made by the e2e server (persona-store.ts): ask for one,
// hand its session cookie to a browser context or an HTTP client, remove it.

export type Persona = CreatedPersona;

/**
 * What a persona may differ in; all optional. By default: a verified customer "Grace
 * Hopper<tag>" with a session and the password PASSWORD.
 */
export type PersonaOptions = z.input<typeof personaRequest>;

export type ApiClientOptions = NonNullable<Parameters<APIRequest["newContext"]>[0]>;

export async function createPersona(options: PersonaOptions = {}): Promise<Persona> {
  const persona = await callFixture<Persona>("/persona", options);
  // For the log canary: who the persona is, and its session token (before the cookie's signature).
  const token = persona.session ? decodeURIComponent(persona.session.cookieValue).split(".")[0] : null;
  recordValues(persona.email, persona.firstName, persona.lastName, persona.phone, persona.password, token);
  return persona;
}

export async function removePersona(persona: Persona): Promise<void> {
  await callFixture("/persona/remove", { id: persona.id });
}

/** The persona's session as the browser holds the cookie better-auth sets (none when signed out). */
export function sessionCookies(persona: Persona) {
  const { session } = persona;
  if (!session) return [];
  return [
    {
      name: session.cookieName,
      value: session.cookieValue,
      domain: new URL(E2E_ORIGIN).hostname,
      path: "/",
      expires: Math.floor(Date.parse(session.expiresAt) / 1000),
      httpOnly: true,
      secure: false,
      sameSite: "Lax" as const,
    },
  ];
}

export async function signInContext(context: BrowserContext, persona: Persona): Promise<void> {
  await context.addCookies(sessionCookies(persona));
}

/** An HTTP client sending our Origin like a browser does, holding `persona`'s session if given. */
export function newApiClient(
  request: APIRequest,
  options: ApiClientOptions = {},
  persona?: Persona,
): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { Origin: E2E_ORIGIN },
    ...(persona ? { storageState: { cookies: sessionCookies(persona), origins: [] } } : {}),
    ...options,
  });
}
