import { newUser } from "./support/accounts.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

test("a cross-origin POST is refused and changes nothing", async ({ newApiClient }) => {
  const user = newUser();
  const forged = await newApiClient({ extraHTTPHeaders: { Origin: "https://evil.example" } });
  const response = await forged.post("/auth?mode=sign-up", {
    form: { intent: "sign-up", ...user },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  const missingOrigin = await newApiClient({ extraHTTPHeaders: {} });
  expect((await missingOrigin.post("/auth/sign-out", { maxRedirects: 0 })).status()).toBe(403);
  expect((await forged.post("/api/auth/sign-in/email", { data: {} })).status()).toBe(403);

  // Nothing was created: the same e-mail cannot sign in.
  const client = await newApiClient();
  const signIn = await client.post("/auth", {
    form: { intent: "sign-in", email: user.email, password: user.password },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(401);
});

test("a cross-origin sign-out leaves the session alive", async ({ persona, newApiClient }) => {
  const client = await newApiClient({}, await persona());
  const cookies = (await client.storageState()).cookies;
  const forged = await newApiClient({
    extraHTTPHeaders: {
      Origin: "https://evil.example",
      Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    },
  });
  expect((await forged.post("/auth/sign-out", { maxRedirects: 0 })).status()).toBe(403);
  expect((await client.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
});

test("pages carry a nonce-based CSP and the security headers; no CSP violation is logged", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") violations.push(message.text());
  });
  const response = await page.goto("/auth");
  const headers = response?.headers() ?? {};
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
    expect(csp).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cache-control"]).toBe("no-store");
  const html = await response?.text();
  // Executable inline scripts (JSON-LD blocks are data and never run).
  const inlineScripts = html?.match(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/g) ?? [];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
  // A second request gets a different nonce.
  const again = await page.request.get("/auth");
  expect(again.headers()["content-security-policy"]).not.toContain(nonce);
  // Hydration ran (the toggle link works client-side) and nothing was blocked.
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByLabel("First Name")).toBeVisible();
  expect(violations.filter((v) => /Content Security Policy|Refused to/i.test(v))).toEqual([]);
});

test("hashed assets are cached for a year and compressed; /healthz reports the database", async ({
  page,
  request,
}) => {
  const assets: string[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname.startsWith("/assets/") && r.url().endsWith(".js")) assets.push(r.url());
  });
  // A page with React for a visitor (public pages and sign-in carry no script file,
  // docs/decisions/0032, 0049).
  await page.goto("/admin/auth");
  await page.waitForLoadState("networkidle");
  expect(assets.length).toBeGreaterThan(0);
  let compressed = 0;
  for (const url of assets) {
    const asset = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // compression skips bodies under 1 KB, where gzip would not pay.
    if ((await asset.body()).length > 1024) {
      expect(asset.headers()["content-encoding"], url).toBe("gzip");
      compressed += 1;
    }
  }
  expect(compressed).toBeGreaterThan(0);
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ ok: true, database: "up" });
});

test("axe finds no violations on /auth (both modes) and /admin/auth", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/auth", "/auth?mode=sign-up", "/admin/auth"]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expectNoAxeViolations(page, { label: `${path} at ${width}px` });
    }
  }
});

test("axe finds no violations on a form showing errors", async ({ page }) => {
  await page.goto("/auth?mode=sign-up");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("First Name").fill("Ada");
  await page.getByLabel("Last Name").fill("Lovelace");
  await page.getByLabel("Phone").fill("123");
  await page.getByLabel("Password").fill("Harbor-Light-42");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});
