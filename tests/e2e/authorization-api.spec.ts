import type { APIRequestContext } from "@playwright/test";
import { answer } from "./support/authorization-matrix.ts";
import { expect, test } from "./support/test.ts";

// The authorization matrix's API rows that are not pages (tests/e2e/authorization-matrix.spec.ts
// has the pages): the live streams only read, 'Stay signed in' needs a session, and the wizard's
// submit needs one before its body is read.

test.describe("authorization of the API routes", () => {
  let clients: Record<"visitor" | "user" | "admin", APIRequestContext>;
  test.beforeAll(async ({ workerApiClient }) => {
    clients = {
      visitor: await workerApiClient(),
      user: await workerApiClient({}),
      admin: await workerApiClient({ admin: true }),
    };
  });

  test("the live streams take no POST from anyone: they only read", async () => {
    for (const client of Object.values(clients)) {
      for (const stream of [
        "/admin/applications/events",
        "/admin/messages/events",
        "/admin/work-queue/events",
        "/dashboard/events",
      ]) {
        expect(await answer(client, stream, "POST")).toBe(405);
      }
    }
  });

  test("'Stay signed in' (POST /api/session) needs a session and makes none", async () => {
    expect(await answer(clients.visitor, "/api/session", "POST")).toBe(401);
    expect(await answer(clients.visitor, "/api/session")).toBe(401);
    expect(await answer(clients.user, "/api/session", "POST")).toBe(200);
    expect(await answer(clients.admin, "/api/session", "POST")).toBe(200);
  });

  test("a POST to /api/applications needs a session before its body is even read", async () => {
    // A form body is the wrong content type: signed-in users get past the session check to 415.
    expect(await answer(clients.visitor, "/api/applications", "POST")).toBe(401);
    expect(await answer(clients.user, "/api/applications", "POST")).toBe(415);
    expect(await answer(clients.admin, "/api/applications", "POST")).toBe(415);
  });
});
