import type { RouterContextProvider } from "react-router";
import { createAuth } from "#app/server/auth.server.ts";
import { type Clock, systemClock } from "#app/server/clock.server.ts";
import { createLoadContext, type RequestInfo, type Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { readEnv } from "#app/server/env.server.ts";
import {
  CONVERSATIONS_CHANNEL,
  createApplicationsFeed,
  WORK_QUEUE_CHANNEL,
} from "#app/server/realtime.server.ts";
import { createUserFeed } from "#app/server/user-feed.server.ts";
import { testCipher } from "./test-cipher.ts";
import { testDocumentSigner } from "./test-signer.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * The services a loader or action sees, over a test database. The test's clock is both the
 * program's and, unless another is given, the security's (`realClock`): a test that moves time
 * for a rate limit or a two-factor step moves the one the security code reads.
 */
export function createTestServices(
  database: Database,
  overrides: NodeJS.ProcessEnv = {},
  clock: Clock = systemClock,
  realClock: Clock = clock,
): Services {
  const env = readEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, ...overrides });
  const secret = "test-secret-test-secret-test-secret-0123456789";
  // The feed listens only once started (the live stream's loader starts it); closing the
  // database ends its listener.
  const feed = createApplicationsFeed(database);
  const inboxFeed = createApplicationsFeed(database, { channel: CONVERSATIONS_CHANNEL });
  const workQueueFeed = createApplicationsFeed(database, { channel: WORK_QUEUE_CHANNEL });
  const userFeed = createUserFeed(database);
  const auth = createAuth(database.db, env, secret);
  return {
    env,
    database,
    db: database.db,
    auth,
    secret,
    cipher: testCipher,
    feed,
    inboxFeed,
    workQueueFeed,
    userFeed,
    clock,
    realClock,
    demo: null,
    documentSigner: testDocumentSigner,
  };
}

/** `dataRequest`: the request is React Router's `*.data` fetch from a page already open. */
export function contextFor(
  services: Services,
  clientAddress = "203.0.113.7",
  {
    dataRequest = false,
    personalPage,
    uploadBody,
  }: Pick<RequestInfo, "dataRequest" | "personalPage" | "uploadBody"> = {},
): RouterContextProvider {
  return createLoadContext(services, {
    nonce: "test-nonce",
    clientAddress,
    dataRequest,
    personalPage,
    uploadBody,
  });
}

/** A form POST as the browser sends it to a route action. */
export function formRequest(
  path: string,
  fields: Record<string, string>,
  headers: HeadersInit = {},
): Request {
  return new Request(new URL(path, TEST_ORIGIN), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: TEST_ORIGIN, ...headers },
  });
}

/** Cookies from a response, as a Cookie request header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
