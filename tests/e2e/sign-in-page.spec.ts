import type { Page, Request } from "@playwright/test";
import { AUTH_MESSAGES } from "#app/domain/auth-schemas.ts";
import { NOT_SENT_MESSAGE } from "#app/domain/not-sent.ts";
import { newUser, sendSignUpForm } from "./support/accounts.ts";
import { E2E_ORIGIN } from "./support/constants.ts";
import { waitForHydration } from "./support/hydration.ts";
import { expect, test } from "./support/test.ts";

// Sign-in, sign-up and the forgotten password with React (issue 42): a form is sent once, its
// button saying so; the browser's time zone goes with the form, read as it is sent (not as the
// page loads: decision 48); a send that never arrives keeps the page; Use a Passkey takes a
// place kept for it before React runs. The forms' checks are forms.spec.ts (with and without
// JavaScript); a passkey signing in is sign-in-security.spec.ts.

const ACCOUNT_CREATED = AUTH_MESSAGES.accountCreated;

/** The posts of the page to `path` (as a page or as React Router's data request). */
function postsTo(page: Page, path: string): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && (pathname === path || pathname === `${path}.data`))
      posts.push(request);
  });
  return posts;
}

test("a double click on Send Reset Link sends once; the button says Please wait... until the answer", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/auth/forgot-password"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  const posts = postsTo(page, "/auth/forgot-password");
  await page.goto("/auth/forgot-password");
  await waitForHydration(page);
  await page.getByLabel("Email").fill("nobody@test.example");
  await page.getByRole("button", { name: "Send Reset Link" }).dblclick();
  await expect(page.getByRole("button", { name: "Please wait..." })).toBeDisabled();
  await expect.poll(() => posts.length).toBe(1);
  release();
  await expect(page.getByRole("status").filter({ hasText: "If an account uses this address" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeEnabled();
  expect(posts).toHaveLength(1);
});

test("the browser's time zone is put in the sign-in form as it is sent, not as the page loads", async ({
  page,
}) => {
  const posts = postsTo(page, "/auth");
  await page.goto("/auth");
  await waitForHydration(page);
  const zone = page.locator('input[type="hidden"][name="timeZone"]');
  await expect(zone).toHaveValue("");
  await page.getByLabel("Email").fill("nobody@test.example");
  await page.getByLabel("Password").fill("Wrong-Password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  expect(posts).toHaveLength(1);
  expect(new URLSearchParams(posts[0]?.postData() ?? "").get("timeZone")).toBe("America/Phoenix");
});

test("a sign-up whose send is lost says so, keeps what was typed, and had the time zone in it", async ({
  page,
}) => {
  const user = newUser();
  const bodies: string[] = [];
  await page.route(
    (url) => url.pathname === "/auth.data",
    async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      bodies.push(route.request().postData() ?? "");
      await route.abort("internetdisconnected");
    },
  );
  await page.goto("/auth?mode=sign-up");
  await waitForHydration(page);
  await sendSignUpForm(page, user);
  await expect(page.getByRole("alert")).toHaveText(NOT_SENT_MESSAGE);
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Last Name")).toHaveValue(user.lastName);
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  expect(bodies).toHaveLength(1);
  const sent = new URLSearchParams(bodies[0]);
  expect(sent.get("intent")).toBe("sign-up");
  expect(sent.get("timeZone")).toBe("America/Phoenix");
});

test("a link to sign-in from a page with React is followed by the router, and Use a Passkey is there", async ({
  page,
}) => {
  await page.goto("/auth/forgot-password");
  await waitForHydration(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.getByRole("main").getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("button", { name: "Use a Passkey" })).toBeVisible();
  expect(documents).toEqual([]);
});

test("Use a Passkey appears in a place kept for it: nothing below it moves when React runs", async ({
  page,
  newContext,
}) => {
  const below = (on: Page) => on.getByRole("link", { name: "Sign up" });
  const viewport = { width: 1280, height: 900 };
  const plain = await (await newContext({ javaScriptEnabled: false, viewport })).newPage();
  await plain.goto("/auth");
  await expect(plain.getByRole("button", { name: "Use a Passkey" })).toHaveCount(0);
  const before = await below(plain).boundingBox();
  await page.setViewportSize(viewport);
  await page.goto("/auth");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Use a Passkey" })).toBeVisible();
  const after = await below(page).boundingBox();
  expect(before?.y).toBeGreaterThan(0);
  expect(after?.y).toBe(before?.y);
});

test("Use a Passkey in a browser that cannot use passkeys says so under the button, and sends nothing", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "PublicKeyCredential");
  });
  const posts = postsTo(page, "/auth/passkey");
  await page.goto("/auth");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Use a Passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("This browser cannot make or use passkeys.");
  await expect(page.getByRole("button", { name: "Use a Passkey" })).toBeEnabled();
  expect(posts).toEqual([]);
});

test("a message waiting for the page is a toast with JavaScript, and drawn on the page without it", async ({
  page,
  newContext,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  /** A sign-up posted as a page: its answer is sign-in, with "Account created…" waiting. */
  const signUp = async (on: Page) => {
    const user = newUser();
    const posted = await on.request.post("/auth?mode=sign-up", {
      form: { intent: "sign-up", ...user },
      headers: { Origin: E2E_ORIGIN },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(302);
  };
  await signUp(page);
  await page.goto("/auth");
  await waitForHydration(page);
  await expect(page.getByRole("status").filter({ hasText: ACCOUNT_CREATED })).toBeVisible();
  // The page's own copy for a browser without JavaScript is never shown, and hydrates cleanly.
  await expect(page.locator("[data-flash]")).toHaveCount(0);
  expect(errors).toEqual([]);

  const plain = await (await newContext({ javaScriptEnabled: false })).newPage();
  await signUp(plain);
  await plain.goto("/auth");
  await expect(plain.locator("noscript [data-flash]")).toBeVisible();
  await expect(plain.locator("noscript [data-flash]")).toContainText(ACCOUNT_CREATED);
});
