import type { APIRequestContext } from "@playwright/test";
import { ACCOUNT_DETAILS_INTENTS } from "#app/domain/account-details-form/form.ts";
import { SETTINGS_INTENTS } from "#app/domain/admin/settings.ts";
import { LIFECYCLE_ACTIONS } from "#app/domain/application/lifecycle.ts";
import { DEBT_ACCOUNT_INTENTS } from "#app/domain/debt-account/form.ts";
import { PAYMENT_METHOD_INTENTS } from "#app/domain/payment-method/form.ts";
import routes from "../../app/routes.ts";
import { E2E_ORIGIN } from "./support/constants.ts";
import { submitApplication } from "./support/dashboard.ts";
import { callFixture } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// Every route x visitor / user / admin, compared with this table. A route added to
// app/routes.ts without a row here fails the first test.
type Expected = number | `→${string}`;
interface Row {
  path: string;
  visitor: Expected;
  user: Expected;
  admin: Expected;
  /** An admin's answer never ends (Server-Sent Events): only its status and type are read. */
  stream?: true;
}

const publicPage = (path: string): Row => ({ path, visitor: 200, user: 200, admin: 200 });
const adminPage = (path: string): Row => ({
  path,
  visitor: `→/admin/auth?redirectTo=${encodeURIComponent(path)}`,
  user: "→/",
  admin: path === "/admin" ? "→/admin/dashboard" : 200,
});

const customerRoom = (path: string): Row => ({
  path,
  visitor: `→/auth?redirectTo=${encodeURIComponent(path)}`,
  user: 200,
  admin: 200,
});

const ownFile = (path: string): Row => ({
  path,
  visitor: `→/auth?redirectTo=${encodeURIComponent(path)}`,
  user: 404,
  admin: 404,
});

const NO_MESSAGE = "00000000-0000-4000-8000-000000000000";
const NO_SUCH_FORM = "00000000-0000-4000-8000-000000000000";

const MATRIX: Record<string, Row> = {
  "routes/site-layout.tsx": publicPage("/"),
  "routes/marketing/home.tsx": publicPage("/"),
  "routes/apply/apply.tsx": publicPage("/apply"),
  "routes/apply/success.tsx": {
    path: "/apply/success",
    visitor: "→/auth?redirectTo=%2Fapply%2Fsuccess",
    user: 200,
    admin: 200,
  },
  "routes/marketing/how-it-works.tsx": publicPage("/how-it-works"),
  "routes/marketing/about-us.tsx": publicPage("/about-us"),
  "routes/marketing/client-stories.tsx": publicPage("/client-stories"),
  "routes/marketing/resources.tsx": publicPage("/resources"),
  "routes/marketing/resources-category.tsx": publicPage("/resources/guides"),
  "routes/marketing/blog.tsx": publicPage("/blog"),
  "routes/marketing/blog-category.tsx": publicPage("/blog/category/debt-relief"),
  "routes/marketing/blog-article.tsx": { path: "/blog/no-such-article", visitor: 404, user: 404, admin: 404 },
  "routes/marketing/terms.tsx": publicPage("/terms"),
  "routes/marketing/privacy.tsx": publicPage("/privacy"),
  "routes/marketing/disclaimer.tsx": publicPage("/disclaimer"),
  "routes/marketing/accessibility.tsx": publicPage("/accessibility"),
  "routes/marketing/sitemap.tsx": publicPage("/sitemap"),
  "routes/auth/sign-in.tsx": { path: "/auth", visitor: 200, user: "→/account", admin: "→/account" },
  "routes/auth/admin-sign-in.tsx": {
    path: "/admin/auth",
    visitor: 200,
    user: 200,
    admin: "→/admin/dashboard",
  },
  // Open to anyone: a signed-in person may have forgotten the password of another account.
  "routes/auth/forgot-password.tsx": publicPage("/auth/forgot-password"),
  // Without a valid token the page says the link cannot be used (and asks for a new one).
  "routes/auth/reset-password.tsx": publicPage("/auth/reset-password?token=nonsense"),
  // Opening a link changes nothing for anyone; the page's button does.
  "routes/auth/confirm-email.tsx": publicPage("/auth/confirm-email?token=nonsense"),
  "routes/auth/undo-email-change.tsx": publicPage("/auth/undo-email-change?token=nonsense"),
  // The sign-in's second step: the page itself holds nothing; its POST needs the step's cookie.
  "routes/auth/two-factor.tsx": publicPage("/auth/two-factor"),
  "routes/auth/callback.tsx": {
    path: "/auth/callback",
    visitor: "→/dashboard",
    user: "→/dashboard",
    admin: "→/dashboard",
  },
  "routes/dashboard/account.tsx": {
    path: "/account",
    visitor: "→/auth?redirectTo=%2Faccount",
    user: "→/dashboard",
    admin: "→/dashboard",
  },
  // The customer's area: the frame and each room guard themselves (a layout does not protect its children).
  "routes/dashboard/layout.tsx": customerRoom("/dashboard"),
  "routes/dashboard/applications.tsx": customerRoom("/dashboard?page=2"),
  "routes/dashboard/account-details.tsx": customerRoom("/dashboard/account-details"),
  "routes/dashboard/profile.tsx": customerRoom("/dashboard/profile"),
  "routes/dashboard/support.tsx": customerRoom("/dashboard/support"),
  "routes/dashboard/program.tsx": customerRoom("/dashboard/program"),
  "routes/dashboard/documents.tsx": customerRoom("/dashboard/documents"),
  // Files (issue 22): the owner's alone; for anyone else, as for a document that does not exist, 404.
  "routes/dashboard/agreement-download.ts": ownFile(`/dashboard/program/agreement/${NO_SUCH_FORM}`),
  "routes/dashboard/document-download.ts": ownFile(`/dashboard/documents/${NO_SUCH_FORM}`),
  "routes/marketing/not-found.tsx": { path: "/no-such-page", visitor: 404, user: 404, admin: 404 },
  "routes/auth/sign-out.tsx": { path: "/auth/sign-out", visitor: "→/", user: "→/", admin: "→/" },
  "routes/seo/robots-txt.ts": publicPage("/robots.txt"),
  "routes/seo/sitemap-xml.ts": publicPage("/sitemap.xml"),
  "routes/api/auth.ts": { path: "/api/auth/get-session", visitor: 404, user: 404, admin: 404 },
  // The wizard's submit takes POST only; who may POST is the last test below.
  "routes/api/applications.ts": { path: "/api/applications", visitor: 405, user: 405, admin: 405 },
  // The idle-timeout status (GET, never activity) and 'Stay signed in' (POST, the last test below).
  "routes/api/session.ts": { path: "/api/session", visitor: 401, user: 200, admin: 200 },
  // The live stream refuses with plain statuses: an EventSource cannot follow a redirect.
  "routes/admin/applications-events.ts": {
    path: "/admin/applications/events",
    visitor: 401,
    user: 403,
    admin: 200,
    stream: true,
  },
  // Export Users: a file for admins, the admin pages' redirects for everyone else.
  "routes/admin/users-export.ts": adminPage("/admin/users/export"),
  "routes/admin/admin-layout.tsx": adminPage("/admin/dashboard"),
  "routes/admin/index.tsx": adminPage("/admin"),
  "routes/admin/dashboard.tsx": adminPage("/admin/dashboard"),
  "routes/admin/applications.tsx": adminPage("/admin/applications"),
  "routes/admin/account-details.tsx": adminPage("/admin/account-details"),
  // A form that does not exist: the editor says so with a 404 (its actions are tested below).
  "routes/admin/account-details-form.tsx": {
    ...adminPage(`/admin/account-details/${NO_SUCH_FORM}`),
    admin: 404,
  },
  "routes/admin/payments.tsx": adminPage("/admin/payments"),
  "routes/admin/users.tsx": adminPage("/admin/users"),
  "routes/admin/settings.tsx": adminPage("/admin/settings"),
  "routes/admin/mailbox.tsx": adminPage("/admin/mailbox"),
  // No message has this id: an admin is told so.
  "routes/admin/mailbox-message.tsx": { ...adminPage(`/admin/mailbox/${NO_MESSAGE}`), admin: 404 },
  "routes/admin/audit-log.tsx": adminPage("/admin/audit-log"),
  // A customer's document for an admin (each download audited): none has this id.
  "routes/admin/document-download.ts": { ...adminPage(`/admin/documents/${NO_SUCH_FORM}`), admin: 404 },
};

/** Every admin action (a POST and its form), for the refusal test below. */
function adminActions(applicationId: string): { path: string; fields: Record<string, string> }[] {
  const lifecycle = LIFECYCLE_ACTIONS.filter((action) => action !== "cancel").map((action) => ({
    path: "/admin/applications",
    fields: { intent: "lifecycle", action, applicationId, version: "" },
  }));
  const debtAccounts = DEBT_ACCOUNT_INTENTS.map((intent) => ({
    path: "/admin/applications",
    fields: { intent, applicationId, debtAccountId: applicationId, version: "", originalCreditor: "Forged" },
  }));
  const mailbox = { path: `/admin/mailbox/${NO_MESSAGE}`, fields: { intent: "resend" } };
  // Payment Methods: tests/e2e/admin-payments.spec.ts also checks nothing changed for a real method.
  const paymentMethods = PAYMENT_METHOD_INTENTS.map((intent) => ({
    path: "/admin/payments",
    fields: { intent, userId: applicationId, paymentMethodId: applicationId, type: "bank" },
  }));
  // Admin Settings acts on the signed-in admin's own account only.
  const settings = SETTINGS_INTENTS.map((intent) => ({ path: "/admin/settings", fields: { intent } }));
  // The plan's terms (issue 22).
  const planTerms = {
    path: "/admin/applications",
    fields: {
      intent: "plan-terms",
      applicationId,
      termMonths: "24",
      monthlyDeposit: "1",
      firstDepositDate: "2030-01-01",
      revision: "1",
    },
  };
  return [...lifecycle, ...debtAccounts, mailbox, ...paymentMethods, ...settings, planTerms];
}

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}
function routeFiles(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

test("every route in app/routes.ts has a row in the authorization matrix, and no row is stale", () => {
  const files = routeFiles(routes as RouteEntry[]).sort();
  expect(files).toEqual(Object.keys(MATRIX).sort());
});

async function answer(
  client: APIRequestContext,
  path: string,
  method: "GET" | "POST" = "GET",
): Promise<Expected> {
  const response =
    method === "GET"
      ? await client.get(path, { maxRedirects: 0 })
      : await client.post(path, { maxRedirects: 0, form: {} });
  const location = response.headers().location;
  return location ? `→${location}` : response.status();
}

/**
 * The status of a response that may never end: fetched with the client's cookies and
 * abandoned once its headers arrived. A stream must be an event stream.
 */
async function streamAnswer(client: APIRequestContext, path: string): Promise<Expected> {
  const { cookies } = await client.storageState();
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const abandon = new AbortController();
  const response = await fetch(new URL(path, E2E_ORIGIN), {
    headers: { Cookie: cookie },
    redirect: "manual",
    signal: abandon.signal,
  });
  if (response.ok) expect(response.headers.get("content-type")).toContain("text/event-stream");
  abandon.abort();
  const location = response.headers.get("location");
  return location ? `→${location}` : response.status;
}

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
      { path: "/dashboard/profile", fields: { intent: "passkey-options", password: "x" } },
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
        revision: "1",
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(404);
    expect(await (await owner.get("/dashboard/program")).text()).toContain("Sign the Agreement");
  });

  test("passkey sign-in on /auth is open to visitors, and signs nobody in without a passkey's answer", async () => {
    const options = await clients.visitor.post("/auth", {
      form: { intent: "passkey-options" },
      maxRedirects: 0,
    });
    expect(options.status()).toBe(200);
    const forged = await clients.visitor.post("/auth", {
      form: { intent: "passkey-sign-in", challengeId: "x".repeat(24), response: '{"id":"forged"}' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(401);
    expect(forged.headers()["set-cookie"] ?? "").not.toMatch(/session_token=[^;]/);
  });

  test("the live stream takes no POST from anyone: it only reads", async () => {
    for (const client of Object.values(clients)) {
      expect(await answer(client, "/admin/applications/events", "POST")).toBe(405);
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
