import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the product in one list (spec section 2, route table).
// tests/e2e/authorization-matrix.spec.ts fails when a route here has no row in its matrix.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("apply", "routes/apply/apply.tsx"),
    route("apply/success", "routes/apply/success.tsx"),
    route("how-it-works", "routes/marketing/how-it-works.tsx"),
    route("about-us", "routes/marketing/about-us.tsx"),
    route("client-stories", "routes/marketing/client-stories.tsx"),
    route("resources", "routes/marketing/resources.tsx"),
    route("resources/:category", "routes/marketing/resources-category.tsx"),
    route("blog", "routes/marketing/blog.tsx"),
    route("blog/category/:slug", "routes/marketing/blog-category.tsx"),
    route("blog/:id", "routes/marketing/blog-article.tsx"),
    route("terms", "routes/marketing/terms.tsx"),
    route("privacy", "routes/marketing/privacy.tsx"),
    route("disclaimer", "routes/marketing/disclaimer.tsx"),
    route("accessibility", "routes/marketing/accessibility.tsx"),
    route("sitemap", "routes/marketing/sitemap.tsx"),
    route("auth", "routes/auth/sign-in.tsx"),
    route("admin/auth", "routes/auth/admin-sign-in.tsx"),
    route("auth/callback", "routes/auth/callback.tsx"),
    route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
    route("auth/reset-password", "routes/auth/reset-password.tsx"),
    route("auth/confirm-email", "routes/auth/confirm-email.tsx"),
    route("auth/two-factor", "routes/auth/two-factor.tsx"),
    route("auth/undo-email-change", "routes/auth/undo-email-change.tsx"),
    route("account", "routes/dashboard/account.tsx"),
    // The customer's area: a frame and its rooms (docs/decisions/0040); a new room is one more child.
    route("dashboard", "routes/dashboard/layout.tsx", [
      index("routes/dashboard/applications.tsx"),
      route("account-details", "routes/dashboard/account-details.tsx"),
      route("profile", "routes/dashboard/profile.tsx"),
      route("support", "routes/dashboard/support.tsx"),
      route("program", "routes/dashboard/program.tsx"),
      // A dedicated account's transactions and monthly statements (issue 44), part of My Program.
      route("program/transactions/:accountId", "routes/dashboard/transactions.tsx"),
      route("program/deposits/:accountId", "routes/dashboard/deposit-changes.tsx"),
      route("documents", "routes/dashboard/documents.tsx"),
      // Secure messages with the team (issue 25).
      route("messages", "routes/dashboard/messages.tsx"),
    ]),
    route("*", "routes/marketing/not-found.tsx"),
  ]),
  route("auth/sign-out", "routes/auth/sign-out.tsx"),
  route("auth/passkey", "routes/auth/passkey.ts"),
  // Add a Passkey's first half, for Profile Settings' own script (JSON, decision 57).
  route("dashboard/profile/passkey", "routes/dashboard/passkey-options.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/applications", "routes/api/applications.ts"),
  route("api/session", "routes/api/session.ts"),
  // The payment processor's webhook (issue 23): signed, server to server.
  route("api/processor/events", "routes/api/processor-events.ts"),
  // The admins' live stream, outside the admin layout: its middleware would redirect, and an
  // EventSource needs a plain 401 or 403 instead.
  route("admin/applications/events", "routes/admin/applications-events.ts"),
  // The live streams of issue 25: the admins' Messages inbox, and a customer's own portal.
  route("admin/messages/events", "routes/admin/messages-events.ts"),
  route("admin/work-queue/events", "routes/admin/work-queue-events.ts"),
  route("dashboard/events", "routes/dashboard/events.ts"),
  // Export Users: a file, not a page (requireAdmin in its loader sends others away as the layout would).
  route("admin/users/export", "routes/admin/users-export.ts"),
  // The reports as files (issue 45): a monthly report, and the fee compliance export (the static
  // path ranks before the parameter).
  route("admin/reports/fee-compliance.csv", "routes/admin/fee-compliance-export.ts"),
  route("admin/reports/:file", "routes/admin/report-export.ts"),
  // Documents as files (issue 22): the customer's own, and a customer's for an admin (audited).
  route("dashboard/program/agreement/:applicationId", "routes/dashboard/agreement-download.ts"),
  route("dashboard/documents/:documentId", "routes/dashboard/document-download.ts"),
  route("admin/documents/:documentId", "routes/admin/document-download.ts"),
  // Monthly statements as files (issue 44): the customer's own, and any for an admin (audited).
  route("dashboard/program/statements/:accountId/:month", "routes/dashboard/statement-download.ts"),
  route("admin/money/:accountId/statements/:month", "routes/admin/statement-download.ts"),
  ...prefix("admin", [
    layout("routes/admin/admin-layout.tsx", [
      index("routes/admin/index.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      // One page per customer, and their list (issue 45).
      route("customers", "routes/admin/customers.tsx"),
      route("customers/:userId", "routes/admin/customer.tsx"),
      route("applications", "routes/admin/applications.tsx"),
      route("account-details", "routes/admin/account-details.tsx"),
      route("account-details/:formId", "routes/admin/account-details-form.tsx"),
      route("payments", "routes/admin/payments.tsx"),
      route("money", "routes/admin/money.tsx"),
      route("money/:accountId", "routes/admin/money-account.tsx"),
      // A debt's negotiation and the negotiators' Work Queue (issue 24).
      route("negotiations/:debtAccountId", "routes/admin/negotiation.tsx"),
      route("work-queue", "routes/admin/work-queue.tsx"),
      // The Messages inbox and a conversation (issue 25).
      route("messages", "routes/admin/messages.tsx"),
      route("messages/:conversationId", "routes/admin/messages-thread.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("mailbox", "routes/admin/mailbox.tsx"),
      route("mailbox/:id", "routes/admin/mailbox-message.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("audit-log", "routes/admin/audit-log.tsx"),
      // Fees, refunds and deposits by month, and the fee compliance export (issue 45).
      route("reports", "routes/admin/reports.tsx"),
      // The demonstration's clock (issue 45): `npm run demo` only, 404 anywhere else.
      route("demo", "routes/admin/demo.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
