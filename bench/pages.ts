// The pages issue 42's budgets are measured on, for every bench that measures them
// (bench/lighthouse.ts, bench/js-size.ts). A `customer:` prefix loads the page as the customer
// (bench/signed-in-session.ts); portal pages load as an enrolled customer with an offer waiting,
// admin pages as an admin.

/** Content pages: HTML only, no JavaScript (docs/decisions/0032). */
export const CONTENT_PAGES = [
  "/",
  "/how-it-works",
  "/blog",
  "/blog/how-debt-settlement-works",
  "/resources/calculator",
  "/terms",
];

/** Every page with forms or live data: React Router with React in the browser (decision 61). */
export const REACT_PAGES = [
  "/auth",
  "/auth/forgot-password",
  "/apply",
  "customer:/apply",
  "/dashboard",
  "/dashboard/account-details",
  "/dashboard/profile",
  "/dashboard/support",
  "/dashboard/program",
  "/dashboard/documents",
  "/dashboard/messages",
  "/admin/dashboard",
  "/admin/applications",
];
