import { expect, test } from "./support/test.ts";

// Public pages for a signed-in person (issue 15, docs/decisions/0034): the page as rendered once
// for "someone signed in", from memory, with a hash-based CSP; the session is still read from
// the database on every request, so a sign-out counts at once; a toast goes to the
// server-rendered page; nothing of one person reaches another.

// A stored page is a public page, sent without scripts (decision 0032): its CSP allows none, and
// carries no nonce (a page rendered for the request would carry one).
const STORED_CSP = /script-src 'none';/;

test("a signed-in customer gets the stored signed-in page: their header, no per-request nonce", async ({
  customer,
}) => {
  const { page, api, user } = customer;
  const response = await page.goto("/how-it-works");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toMatch(STORED_CSP);
  expect(headers["content-security-policy"]).not.toContain("nonce-");
  expect(headers["cache-control"]).toBe("no-store");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  // Nothing personal in the stored page (it is the same for every signed-in customer).
  const html = await (await api.get("/how-it-works")).text();
  expect(html).toContain("My Account");
  for (const value of [user.email, user.lastName, user.phone]) expect(html).not.toContain(value);
  // Its links are ordinary navigation: the next public page is the stored one too.
  await header.getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(header.getByRole("link", { name: "My Account" })).toBeVisible();
});

test("two customers and an admin get the same stored page; a visitor gets the anonymous one", async ({
  customer,
  asCustomer,
  asAdmin,
  request,
}) => {
  const other = await asCustomer();
  const admin = await asAdmin();
  const first = await (await customer.api.get("/")).text();
  const second = await (await other.api.get("/")).text();
  expect(second).toBe(first);
  expect(first).toContain("My Account");
  for (const value of [customer.user.email, other.user.email, other.user.lastName])
    expect(first).not.toContain(value);
  const adminPage = await admin.api.get("/");
  expect(adminPage.headers()["content-security-policy"]).not.toContain("nonce-");
  expect(await adminPage.text()).toContain("My Account");
  const visitor = await request.get("/");
  const html = await visitor.text();
  expect(html).toContain("Sign In");
  expect(html).not.toContain("My Account");
});

test("a sign-out counts at once, in every browser holding the session, and its toast shows", async ({
  customer,
  newContext,
}) => {
  const { page, user } = customer;
  const elsewhere = await (await newContext({}, user)).newPage();
  await elsewhere.goto("/about-us");
  await expect(elsewhere.getByRole("banner").getByRole("link", { name: "My Account" })).toBeVisible();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  // The other browser still sends the (now revoked) cookie: the anonymous page at once.
  await elsewhere.reload();
  await expect(elsewhere.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(elsewhere.getByRole("banner").getByRole("link", { name: "My Account" })).toHaveCount(0);
});
