import { signInInBrowser } from "./support/accounts.ts";
import { createPersona, removePersona } from "./support/personas.ts";
import { expect, type Persona, test } from "./support/test.ts";

// The personas other specs stand on (support/test.ts): the app takes their sessions as its
// own, their password signs in, the options change who they are, and removal ends them.

test("a customer and an admin side by side: each signed in as who they are", async ({ customer, admin }) => {
  await customer.page.goto("/dashboard");
  await expect(customer.page.getByText(`Welcome back, ${customer.user.email}`)).toBeVisible();
  await expect(customer.page.getByText("Please confirm your e-mail address")).toHaveCount(0);
  await customer.page.goto("/admin");
  await expect(customer.page).toHaveURL(/\/$/);

  await admin.page.goto("/admin");
  await expect(admin.page).toHaveURL(/\/admin\/dashboard$/);
  expect((await admin.api.get("/admin/users", { maxRedirects: 0 })).status()).toBe(200);
  expect((await customer.api.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
});

test("an unverified persona sees the notice; a signed-out one signs in with its password", async ({
  asCustomer,
  persona,
  page,
}) => {
  const unverified = await asCustomer({ emailVerified: false });
  await unverified.page.goto("/dashboard");
  await expect(unverified.page.getByText("Please confirm your e-mail address")).toBeVisible();

  const signedOut = await persona({ signedIn: false, firstName: "Ada" });
  expect(signedOut.session).toBeNull();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  await signInInBrowser(page, signedOut.email, signedOut.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${signedOut.email}`)).toBeVisible();
});

test("a removed persona's session and password no longer work", async ({ newApiClient }) => {
  const gone = await createPersona();
  const client = await newApiClient({}, gone);
  expect((await client.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  await removePersona(gone);
  const after = await client.get("/dashboard", { maxRedirects: 0 });
  expect(after.headers().location).toBe("/auth?redirectTo=%2Fdashboard");
  const visitor = await newApiClient();
  const signIn = await visitor.post("/auth", {
    form: { intent: "sign-in", email: gone.email, password: gone.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(401);
});

test.describe("teardown", () => {
  test.describe.configure({ mode: "serial" });
  let earlier: Persona | undefined;

  test("a persona a fixture made is signed in while its test runs…", async ({ customer }) => {
    earlier = customer.user;
    expect((await customer.api.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
  });

  test("…and removed once it has ended", async ({ newApiClient }) => {
    const gone = earlier as Persona;
    const client = await newApiClient({}, gone);
    const after = await client.get("/dashboard", { maxRedirects: 0 });
    expect(after.headers().location).toBe("/auth?redirectTo=%2Fdashboard");
    const signIn = await client.post("/auth", {
      form: { intent: "sign-in", email: gone.email, password: gone.password },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(401);
  });
});
