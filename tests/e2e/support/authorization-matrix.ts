import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { E2E_ORIGIN } from "./constants.ts";

// The authorization matrix's table (tests/e2e/authorization-matrix.spec.ts): every route x
// visitor / user / admin, what each must get, the admin actions to refuse, and how a route is asked.
export type Expected = number | `→${string}`;
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

export const NO_MESSAGE = "00000000-0000-4000-8000-000000000000";
const NO_SUCH_FORM = "00000000-0000-4000-8000-000000000000";
export const NO_SUCH_ACCOUNT = "00000000-0000-4000-8000-000000000000";

export const MATRIX: Record<string, Row> = {
  "routes/site-layout.tsx": publicPage("/"),
  "routes/marketing/home.tsx": publicPage("/"),
  // Its POST (the wizard posted as pages, decision 53) is open to all like the page; storing the
  // review needs a session: tests/integration/apply-posted-pages.test.ts.
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
  "routes/dashboard/messages.tsx": customerRoom("/dashboard/messages"),
  // A person's own live stream (issue 25): anyone signed in gets their own, a visitor a plain 401.
  "routes/dashboard/events.ts": {
    path: "/dashboard/events",
    visitor: 401,
    user: 200,
    admin: 200,
    stream: true,
  },
  // Files (issue 22): the owner's alone; for anyone else, as for a document that does not exist, 404.
  "routes/dashboard/agreement-download.ts": ownFile(`/dashboard/program/agreement/${NO_SUCH_FORM}`),
  "routes/dashboard/document-download.ts": ownFile(`/dashboard/documents/${NO_SUCH_FORM}`),
  // A dedicated account's transactions and statements (issue 44): the owner's alone; a page of My
  // Program for them, and for anyone else an account that does not exist.
  "routes/dashboard/transactions.tsx": ownFile(`/dashboard/program/transactions/${NO_SUCH_ACCOUNT}`),
  "routes/dashboard/statement-download.ts": ownFile(
    `/dashboard/program/statements/${NO_SUCH_ACCOUNT}/2027-01`,
  ),
  // Changes to a dedicated account's deposits (issue 44): the owner's alone, as above.
  "routes/dashboard/deposit-changes.tsx": ownFile(`/dashboard/program/deposits/${NO_SUCH_ACCOUNT}`),
  "routes/marketing/not-found.tsx": { path: "/no-such-page", visitor: 404, user: 404, admin: 404 },
  "routes/auth/passkey.ts": { path: "/auth/passkey", visitor: 405, user: 405, admin: 405 },
  "routes/dashboard/passkey-options.ts": {
    path: "/dashboard/profile/passkey",
    visitor: 405,
    user: 405,
    admin: 405,
  },
  "routes/auth/sign-out.tsx": { path: "/auth/sign-out", visitor: "→/", user: "→/", admin: "→/" },
  "routes/seo/robots-txt.ts": publicPage("/robots.txt"),
  "routes/seo/sitemap-xml.ts": publicPage("/sitemap.xml"),
  "routes/api/auth.ts": { path: "/api/auth/get-session", visitor: 404, user: 404, admin: 404 },
  // The wizard's submit takes POST only; who may POST is the last test below.
  "routes/api/applications.ts": { path: "/api/applications", visitor: 405, user: 405, admin: 405 },
  // The idle-timeout status (GET, never activity) and 'Stay signed in' (POST, the last test below).
  "routes/api/session.ts": { path: "/api/session", visitor: 401, user: 200, admin: 200 },
  // The payment processor's webhook (issue 23): POST only, signed; its refusals are tested over
  // HTTP in tests/integration/processor-webhook.test.ts.
  "routes/api/processor-events.ts": { path: "/api/processor/events", visitor: 405, user: 405, admin: 405 },
  // The live stream refuses with plain statuses: an EventSource cannot follow a redirect.
  "routes/admin/applications-events.ts": {
    path: "/admin/applications/events",
    visitor: 401,
    user: 403,
    admin: 200,
    stream: true,
  },
  // The Messages inbox's live stream (issue 25), refused as the applications' is.
  "routes/admin/messages-events.ts": {
    path: "/admin/messages/events",
    visitor: 401,
    user: 403,
    admin: 200,
    stream: true,
  },
  "routes/admin/work-queue-events.ts": {
    path: "/admin/work-queue/events",
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
  "routes/admin/money.tsx": adminPage("/admin/money"),
  // No dedicated account has this id: an admin is told so.
  "routes/admin/money-account.tsx": { ...adminPage(`/admin/money/${NO_SUCH_ACCOUNT}`), admin: 404 },
  "routes/admin/work-queue.tsx": adminPage("/admin/work-queue"),
  // The Messages inbox and a conversation (issue 25): none has this id.
  "routes/admin/messages.tsx": adminPage("/admin/messages"),
  "routes/admin/messages-thread.tsx": { ...adminPage(`/admin/messages/${NO_SUCH_ACCOUNT}`), admin: 404 },
  // No enrolled debt has this id: an admin is told so.
  "routes/admin/negotiation.tsx": { ...adminPage(`/admin/negotiations/${NO_SUCH_ACCOUNT}`), admin: 404 },
  "routes/admin/users.tsx": adminPage("/admin/users"),
  "routes/admin/settings.tsx": adminPage("/admin/settings"),
  "routes/admin/mailbox.tsx": adminPage("/admin/mailbox"),
  // No message has this id: an admin is told so.
  "routes/admin/mailbox-message.tsx": { ...adminPage(`/admin/mailbox/${NO_MESSAGE}`), admin: 404 },
  "routes/admin/audit-log.tsx": adminPage("/admin/audit-log"),
  // Reports (issue 45): the page, a monthly report as a file and the fee compliance export (files
  // for admins, the admin pages' redirects for everyone else, as Export Users).
  "routes/admin/reports.tsx": adminPage("/admin/reports"),
  // One page per customer and their list (issue 45): no user has this id.
  "routes/admin/customers.tsx": adminPage("/admin/customers"),
  "routes/admin/customer.tsx": { ...adminPage(`/admin/customers/${NO_SUCH_ACCOUNT}`), admin: 404 },
  "routes/admin/report-export.ts": adminPage("/admin/reports/fees.csv"),
  "routes/admin/fee-compliance-export.ts": adminPage("/admin/reports/fee-compliance.csv"),
  // A customer's document for an admin (each download audited): none has this id.
  "routes/admin/document-download.ts": { ...adminPage(`/admin/documents/${NO_SUCH_FORM}`), admin: 404 },
  "routes/admin/statement-download.ts": {
    ...adminPage(`/admin/money/${NO_SUCH_ACCOUNT}/statements/2027-01`),
    admin: 404,
  },
  // The demonstration's clock (issue 45): only under `npm run demo`; the e2e server is not one.
  "routes/admin/demo.tsx": { ...adminPage("/admin/demo"), admin: 404 },
};

export interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}
export function routeFiles(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

export async function answer(
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
export async function streamAnswer(client: APIRequestContext, path: string): Promise<Expected> {
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
