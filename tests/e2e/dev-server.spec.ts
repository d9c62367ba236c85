import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { HEADLINE_CLAIM } from "#app/content/figures.ts";
import { startDevServer } from "#tests/support/dev-server.ts";
import { waitForHydration } from "./support/hydration.ts";

// `npm run dev` (docs/decisions/0014): the sources through Vite, behind the same Express app as
// `npm start`: same headers, Origin check and embedded database; SIGTERM stops it cleanly.

// Vite transforms the modules on first use: slower than the built server, above all on a busy host.
test.describe.configure({ timeout: 240_000 });

test("npm run dev serves pages with the production app's headers and Origin check, hydrates without an error, and stops on SIGTERM", async ({
  page,
}) => {
  const server = await startDevServer();
  const port = new URL(server.origin).port;
  try {
    // The embedded database in DATA_DIR, owned by this process.
    expect(fs.existsSync(path.join(server.dataDir, "harborline.lock"))).toBe(true);
    const health = await fetch(`${server.origin}/healthz`);
    expect(await health.json()).toEqual({ ok: true, database: "up" });

    const problems: string[] = [];
    const viteClient: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
      if (message.text().startsWith("[vite] connected")) viteClient.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    for (const [pagePath, heading] of [
      ["/", HEADLINE_CLAIM],
      ["/auth", "Welcome Back"],
      ["/apply", "Apply for Debt Relief"],
    ] as const) {
      const response = await page.goto(`${server.origin}${pagePath}`, { waitUntil: "networkidle" });
      expect(response?.status(), pagePath).toBe(200);
      const headers = response?.headers() ?? {};
      const csp = headers["content-security-policy"] ?? "";
      // Server-rendered (no prerendered fast path in development): a fresh nonce, and Vite's
      // HMR websocket on the page's own host.
      expect(csp, pagePath).toMatch(/script-src 'self' 'nonce-[^']+';/);
      expect(csp, pagePath).toContain(`connect-src 'self' ws://localhost:${port} wss://localhost:${port};`);
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
        expect(csp, pagePath).toContain(directive);
      }
      expect(csp, pagePath).not.toContain("upgrade-insecure-requests");
      expect(headers["x-content-type-options"], pagePath).toBe("nosniff");
      expect(headers["x-frame-options"], pagePath).toBe("DENY");
      expect(headers["referrer-policy"], pagePath).toBe("strict-origin-when-cross-origin");
      expect(headers["cache-control"], pagePath).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 }), pagePath).toHaveText(heading);
    }
    // The application, React for a visitor too, hydrated under that nonce in development.
    await waitForHydration(page);
    // A page with React hydrates with Vite's client connected under that CSP (the admins' sign-in).
    await page.goto(`${server.origin}/admin/auth`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(viteClient.length).toBeGreaterThan(0);

    // The Origin check, as in production: a forged cross-site POST never reaches the action…
    const forged = await fetch(`${server.origin}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://attacker.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=sign-in&email=someone%40test.example&password=x",
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain("did not come from this site");
    // …while the page's own POST does (a refused sign-in, not a 403).
    const own = await fetch(`${server.origin}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=sign-in&email=someone%40test.example&password=wrong-password",
    });
    expect([200, 400, 401]).toContain(own.status);

    expect(problems).toEqual([]);
  } finally {
    // With the page still open: its HMR websocket must not hold the shutdown.
    const { stopMs } = await server.stop();
    expect(stopMs).toBeLessThan(5_000);
  }
  expect(server.output()).toContain('"msg":"stopped"');
});
