import { applicant, numberOf, openDashboard } from "./support/dashboard.ts";
import { insertApplicationElsewhere, setApplicationStatus } from "./support/fixtures.ts";
import { expect, test } from "./support/test.ts";

// A customer's dashboard and an admin's Applications Management list stored for them (issue 15,
// docs/decisions/0036 and 0037): rendered once, served from memory with a CSP of its own script
// hashes while the rows they show are unchanged; any change to those rows, however it is made,
// and any sign-out count on the very next request; one person's page never reaches another.

const HASHED_CSP = /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/;

test("the dashboard is served again as stored until a row it shows changes, then at once shows the change", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [{}]);
  const [id] = person.ids;
  if (!id) throw new Error("no application");
  const first = await person.api.get("/dashboard");
  const second = await person.api.get("/dashboard");
  expect(first.status()).toBe(200);
  expect(first.headers()["content-security-policy"]).toMatch(HASHED_CSP);
  expect(first.headers()["content-security-policy"]).not.toContain("nonce-");
  expect(first.headers()["cache-control"]).toBe("no-store");
  expect(second.headers().etag).toBe(first.headers().etag);
  const html = await first.text();
  expect(await second.text()).toBe(html);
  expect(html).toContain(numberOf(id));
  expect(html).toContain(person.user.email);

  // Written straight into the database, past the app (as another node, or an operator, would).
  await setApplicationStatus(id, "approved");
  const third = await person.api.get("/dashboard");
  expect(third.headers().etag).not.toBe(first.headers().etag);
  expect(await third.text()).toContain("Approved");

  // The stored page works in a browser: its scripts run under the hashes, and it hydrates.
  await openDashboard(person.page);
  await expect(person.page.getByText("Approved").first()).toBeVisible();
  await person.page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Profile Settings" })
    .click();
  await expect(person.page.getByRole("region", { name: "Profile Settings" })).toBeVisible();
});

test("every room of the dashboard is stored on its own, and a change to a row it shows counts at once", async ({
  asCustomer,
}) => {
  const person = await applicant(asCustomer, [{}]);
  const [id] = person.ids;
  if (!id) throw new Error("no application");
  for (const room of [
    "/dashboard/account-details",
    "/dashboard/profile",
    "/dashboard/support",
    // Issue 43: My Program too (its fingerprint covers every row a program's projection reads).
    "/dashboard/program",
  ]) {
    const first = await person.api.get(room);
    const second = await person.api.get(room);
    expect(first.status(), room).toBe(200);
    expect(first.headers()["content-security-policy"], room).toMatch(HASHED_CSP);
    expect(second.headers().etag, room).toBe(first.headers().etag);
  }
  // The overview shows the summary of every application (issue 21: there only): a status written
  // past the app shows on its stored page at once.
  const before = await (await person.api.get("/dashboard")).text();
  expect(before).toContain("Based on 1 application");
  await setApplicationStatus(id, "declined");
  const after = await (await person.api.get("/dashboard")).text();
  expect(after).not.toBe(before);
  expect(after).toContain("Based on 0 applications");
});

test("each customer gets their own page, and a sign-out counts at once in every browser holding the session", async ({
  asCustomer,
  newContext,
}) => {
  const one = await applicant(asCustomer, [{}]);
  const two = await applicant(asCustomer, [{}]);
  const pageOne = await (await one.api.get("/dashboard")).text();
  const pageTwo = await (await two.api.get("/dashboard")).text();
  expect(pageOne).toContain(one.user.email);
  expect(pageOne).not.toContain(two.user.email);
  expect(pageTwo).toContain(two.user.email);
  expect(pageTwo).not.toContain(one.user.email);

  const elsewhere = await (await newContext({}, one.user)).newPage();
  await openDashboard(elsewhere);
  await openDashboard(one.page);
  await one.page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(one.page.getByText("Signed out successfully")).toBeVisible();
  // The other browser still sends the (now revoked) cookie: no stored page, the sign-in page.
  await elsewhere.goto("/dashboard");
  await expect(elsewhere).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
});

test("the admin list is served again as stored until an application arrives; a search is rendered for the request", async ({
  admin,
}) => {
  // The other workers' tests add applications at any time, and the list's first page changes with
  // them: two reads in a row with nothing written between are the same stored page (a rendered
  // one differs each time, by its nonce). A pair split by another test's write is read again.
  let first = await admin.api.get("/admin/applications");
  let second = await admin.api.get("/admin/applications");
  for (let pair = 1; pair < 5 && second.headers().etag !== first.headers().etag; pair += 1) {
    first = await admin.api.get("/admin/applications");
    second = await admin.api.get("/admin/applications");
  }
  expect(first.status()).toBe(200);
  expect(first.headers()["content-security-policy"]).toMatch(HASHED_CSP);
  expect(second.headers().etag).toBe(first.headers().etag);
  const firstName = `Stored${Date.now()}`;
  await insertApplicationElsewhere(firstName);
  const third = await admin.api.get("/admin/applications");
  expect(third.headers().etag).not.toBe(first.headers().etag);
  expect(await third.text()).toContain(firstName);
  const search = await admin.api.get(`/admin/applications?q=${firstName}`);
  expect(search.headers()["content-security-policy"]).toContain("nonce-");
  expect(await search.text()).toContain(firstName);

  // It hydrates and works: the filter and the search are the page's own.
  await admin.page.goto("/admin/applications");
  await expect(admin.page.getByText(firstName).first()).toBeVisible();
});

test("a customer asking for the admin list gets no stored page, and is sent away", async ({
  customer,
  admin,
}) => {
  await admin.api.get("/admin/applications");
  const response = await customer.api.get("/admin/applications", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/");
});
