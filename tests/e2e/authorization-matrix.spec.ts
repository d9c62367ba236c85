import type { APIRequestContext } from "@playwright/test";
import { ACCOUNT_DETAILS_INTENTS } from "#app/domain/account-details-form/form.ts";
import routes from "../../app/routes.ts";
import { adminActions } from "./support/admin-actions.ts";
import { answer, MATRIX, type RouteEntry, routeFiles, streamAnswer } from "./support/authorization-matrix.ts";
import { submitApplication } from "./support/dashboard.ts";
import { callFixture } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// Every route x visitor / user / admin, compared with the table in support/authorization-matrix.ts.
// A route added to app/routes.ts without a row there fails the first test.
test("every route in app/routes.ts has a row in the authorization matrix, and no row is stale", () => {
  const files = routeFiles(routes as RouteEntry[]).sort();
  expect(files).toEqual(Object.keys(MATRIX).sort());
});

test.describe("authorization matrix", () => {
  let clients: Record<"visitor" | "user" | "admin", APIRequestContext>;
  // One visitor, customer and admin for each worker's share of the rows; the fixture
  // disposes of them and removes the personas when the worker ends.
  test.beforeAll(async ({ workerApiClient }) => {
    clients = {
      visitor: await workerApiClient(),
      user: await workerApiClient({}),
      admin: await workerApiClient({ admin: true }),
    };
  });

  for (const [file, row] of Object.entries(MATRIX)) {
    test(`${row.path} (${file})`, async () => {
      const ask = row.stream ? streamAnswer : answer;
      const seen = {
        visitor: await ask(clients.visitor, row.path),
        user: await ask(clients.user, row.path),
        admin: await ask(clients.admin, row.path),
      };
      expect(seen).toEqual({ visitor: row.visitor, user: row.user, admin: row.admin });
    });
  }

  test("a POST to an admin page is refused to visitors and users before any action runs", async () => {
    expect(await answer(clients.visitor, "/admin/users", "POST")).toBe(
      "→/admin/auth?redirectTo=%2Fadmin%2Fusers",
    );
    expect(await answer(clients.user, "/admin/users", "POST")).toBe("→/");
  });

  test("every admin action is refused to visitors and customers, and changes nothing", async () => {
    const name = `Matrix${Date.now()}`;
    const applicationId = await submitApplication(clients.user, { lastName: name });
    for (const { path, fields } of adminActions(applicationId)) {
      const post = (client: APIRequestContext) =>
        client.post(path, { form: fields, maxRedirects: 0 }).then((r) => r.headers().location ?? r.status());
      expect(await post(clients.visitor), `${fields.intent} ${fields.action ?? ""}`).toBe(
        `/admin/auth?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(await post(clients.user), `${fields.intent} ${fields.action ?? ""}`).toBe("/");
    }
    const list = await clients.admin.get(`/admin/applications?q=${name}`);
    const html = await list.text();
    expect(html).toContain(name);
    // Still pending: the admin is offered the first decision, and nothing later.
    expect(html).toContain(">Approve App<");
    expect(html).not.toMatch(/>(Approve Enrollment|Mark as Complete)</);
  });

  test("every account details form action is refused to visitors and customers, and changes nothing", async () => {
    const name = `MatrixForm${Date.now()}`;
    const applicationId = await submitApplication(clients.user, { lastName: name });
    const { id } = await callFixture<{ id: string }>("/account-details-form", {
      applicationId,
      completed: false,
      originalCreditor: `Kept ${name}`,
    });
    const path = `/admin/account-details/${id}`;
    const editor = async () => (await clients.admin.get(path)).text();
    const version = /name="version" value="([^"]+)"/.exec(await editor())?.[1] ?? "";
    expect(version).not.toBe("");
    for (const intent of ACCOUNT_DETAILS_INTENTS) {
      const fields = {
        intent,
        version,
        originalCreditor: "Forged",
        accountType: "Other",
        currentBalance: "1",
      };
      const post = (client: APIRequestContext) =>
        client.post(path, { form: fields, maxRedirects: 0 }).then((r) => r.headers().location ?? r.status());
      expect(await post(clients.visitor), intent).toBe(`/admin/auth?redirectTo=${encodeURIComponent(path)}`);
      expect(await post(clients.user), intent).toBe("/");
    }
    const html = await editor();
    expect(html).toContain(`Kept ${name}`);
    expect(html).not.toContain("Forged");
    expect(html).toContain(`value="${version}"`);
    expect(html).toContain(">Complete Form<");
  });

  test("the audit log takes no POST: visitors and customers are sent away, an admin gets 405", async () => {
    expect(await answer(clients.visitor, "/admin/audit-log", "POST")).toBe(
      "→/admin/auth?redirectTo=%2Fadmin%2Faudit-log",
    );
    expect(await answer(clients.user, "/admin/audit-log", "POST")).toBe("→/");
    expect(await answer(clients.admin, "/admin/audit-log", "POST")).toBe(405);
  });

  test("every User Management action is refused to visitors and customers, and changes nothing", async ({
    persona,
  }) => {
    const target = await persona({ signedIn: false });
    const forged: Record<string, string>[] = [
      { intent: "change-role", change: "promote", userId: target.id },
      { intent: "change-role", change: "demote", userId: target.id },
      { intent: "delete-user", userId: target.id },
      {
        intent: "update-user",
        userId: target.id,
        version: "",
        firstName: "Forged",
        lastName: "Name",
        email: `forged-${target.id}@test.example`,
        phone: "5550000000",
      },
    ];
    for (const fields of forged) {
      const post = (client: APIRequestContext) =>
        client
          .post("/admin/users", { form: fields, maxRedirects: 0 })
          .then((r) => r.headers().location ?? r.status());
      expect(await post(clients.visitor), fields.intent).toBe("/admin/auth?redirectTo=%2Fadmin%2Fusers");
      expect(await post(clients.user), fields.intent).toBe("/");
    }
    const html = await (await clients.admin.get(`/admin/users?q=${target.lastName}`)).text();
    expect(html).toContain(`${target.firstName} ${target.lastName}`);
    expect(html).toContain(target.email);
    expect(html).not.toContain("Forged");
    expect(html).toContain(">User<");
  });

  test("every action of the customer's rooms is refused to visitors before it runs, and answers only for the session's own rows", async () => {
    const applicationId = await submitApplication(clients.user);
    const actions: { path: string; fields: Record<string, string> }[] = [
      { path: "/dashboard", fields: { intent: "resend-verification" } },
      { path: "/dashboard?index", fields: { intent: "cancel", applicationId } },
      { path: "/dashboard/profile", fields: { intent: "profile", firstName: "Forged" } },
      { path: "/dashboard/profile", fields: { intent: "change-password", currentPassword: "x" } },
      { path: "/dashboard/support", fields: { intent: "support", subject: "Forged", message: "Forged" } },
      // Sign-in and security (issue 20).
      { path: "/dashboard/profile", fields: { intent: "two-factor-enable", password: "x" } },
      { path: "/dashboard/profile", fields: { intent: "two-factor-confirm", code: "123456" } },
      { path: "/dashboard/profile", fields: { intent: "two-factor-disable", password: "x" } },
      {
        path: "/dashboard/profile",
        fields: { intent: "passkey-add", name: "x", challengeId: "x", response: "{}" },
      },
      { path: "/dashboard/profile", fields: { intent: "passkey-delete", passkeyId: applicationId } },
      { path: "/dashboard/profile", fields: { intent: "session-end", sessionId: applicationId } },
      { path: "/dashboard/profile", fields: { intent: "sessions-end-others" } },
      // The signature (issue 22).
      {
        path: "/dashboard/program",
        fields: { intent: "sign-agreement", applicationId, typedName: "x", consent: "on", revision: "1" },
      },
      // The upload (issue 22): a visitor's body is not even read.
      { path: "/dashboard/documents", fields: { intent: "upload-document", kind: "other" } },
      // A creditor's offer answered (issue 24).
      {
        path: "/dashboard/program",
        fields: { intent: "approve-offer", offerId: applicationId, typedName: "x", version: "1" },
      },
      {
        path: "/dashboard/program",
        fields: { intent: "decline-offer", offerId: applicationId, version: "1" },
      },
      // A secure message (issue 25): a visitor's body is not even read.
      { path: "/dashboard/messages", fields: { intent: "send-message", body: "Forged" } },
    ];
    for (const { path, fields } of actions) {
      const visitor = await clients.visitor.post(path, { form: fields, maxRedirects: 0 });
      expect(visitor.headers().location, `${path} ${fields.intent}`).toBe(
        `/auth?redirectTo=${encodeURIComponent(path)}`,
      );
    }
    // Another customer (the admin is one too, here) cannot cancel this application: not theirs.
    const other = await clients.admin.post("/dashboard?index", {
      form: { intent: "cancel", applicationId },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(404);
    // A room answers only its own forms.
    const misplaced = await clients.user.post("/dashboard/support", {
      form: { intent: "cancel", applicationId },
      maxRedirects: 0,
    });
    expect(misplaced.status()).toBe(400);
    const html = await (await clients.user.get(`/dashboard?application=${applicationId}`)).text();
    expect(html).toContain("Cancel Application");
    // A session of someone else's cannot be signed out, whatever id the form names.
    const foreign = await clients.admin.post("/dashboard/profile", {
      form: { intent: "session-end", sessionId: "00000000-0000-4000-8000-000000000000" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(404);
    // An offer that is not the customer's (none has this id) is answered as absent, either way
    // (another customer's real offer: tests/integration/program-offer-room.test.ts).
    for (const intent of ["approve-offer", "decline-offer"]) {
      const offer = await clients.user.post("/dashboard/program", {
        form: { intent, offerId: applicationId, typedName: "Forged Name", version: "1" },
        maxRedirects: 0,
      });
      expect(offer.status(), intent).toBe(404);
    }
  });

  test("an approved plan's agreement and signature are its owner's alone: another customer gets 404, nothing is signed", async ({
    persona,
    newApiClient,
  }) => {
    const name = `MatrixPlan${Date.now()}`;
    // An owner of their own (the worker's customer may be at the limit of applications waiting).
    const owner = await newApiClient({}, await persona());
    const applicationId = await submitApplication(owner, { lastName: name });
    // Approved by the admin on the version their list shows (its data names it).
    const listed = await (await clients.admin.get(`/admin/applications.data?q=${name}`)).text();
    const version = /"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d+)?\+00)"/.exec(listed)?.[1] ?? "";
    expect(version).not.toBe("");
    const approved = await clients.admin.post("/admin/applications", {
      form: { intent: "lifecycle", action: "approve", applicationId, version },
      maxRedirects: 0,
    });
    expect(approved.status()).toBe(200);
    // The draft account a signature needs (issue 44).
    await callFixture("/draft-account", { applicationId });

    const agreement = `/dashboard/program/agreement/${applicationId}`;
    expect(await answer(clients.visitor, agreement)).toBe(
      `→/auth?redirectTo=${encodeURIComponent(agreement)}`,
    );
    // The admin is another customer here: not theirs.
    expect(await answer(clients.admin, agreement)).toBe(404);
    const own = await owner.get(agreement);
    expect(own.status()).toBe(200);
    expect(own.headers()).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
    expect(own.headers()["content-disposition"]).toMatch(/^attachment; filename="enrollment-agreement-/);

    const forged = await clients.admin.post("/dashboard/program", {
      form: {
        intent: "sign-agreement",
        applicationId,
        typedName: `Ada ${name}`,
        consent: "on",
        authorizeDebits: "on",
        revision: "1",
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(404);
    expect(await (await owner.get("/dashboard/program")).text()).toContain("Sign the Agreement");
  });

  test("passkey sign-in (/auth/passkey) is open to visitors, and signs nobody in without a passkey's answer", async () => {
    const options = await clients.visitor.post("/auth/passkey", {
      form: { intent: "passkey-options" },
      maxRedirects: 0,
    });
    expect(options.status()).toBe(200);
    expect((await options.json()).passkey.challengeId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const forged = await clients.visitor.post("/auth/passkey", {
      form: { intent: "passkey-sign-in", challengeId: "x".repeat(24), response: '{"id":"forged"}' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(401);
    expect(forged.headers()["set-cookie"] ?? "").not.toMatch(/session_token=[^;]/);
  });
});
