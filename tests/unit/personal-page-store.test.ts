import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { holdScripts, LAUNCHER } from "../../app/server/scripts-after-paint.server.ts";
import { PersonalPageStore } from "../../server/personal-pages.ts";
import { storedPage } from "../../server/prerendered-pages.ts";

// The memory behind the stored dashboards (server/personal-pages.ts, docs/decisions/0036): a
// page answers only for the fingerprint it was rendered under and while young enough, and the
// store holds a bounded number of pages, the least recently used leaving first.

const page = (text: string) => storedPage(`<p>${text}</p>`, false, "no-store", "fast");

describe("PersonalPageStore", () => {
  it("answers only for the same key and fingerprint, and forgets a page whose fingerprint moved on", () => {
    const store = new PersonalPageStore();
    const stored = page("Ada's dashboard");
    store.keep("ada /dashboard", "f1", stored, 0);
    expect(store.find("ada /dashboard", "f1", 1)).toBe(stored);
    expect(store.find("grace /dashboard", "f1", 1)).toBeUndefined();
    expect(store.find("ada /dashboard?tab=profile", "f1", 1)).toBeUndefined();
    expect(store.find("ada /dashboard", "f2", 1)).toBeUndefined();
    // The older page is gone for good, even if the old fingerprint came back.
    expect(store.find("ada /dashboard", "f1", 1)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("renders again after the page's maximum age", () => {
    const store = new PersonalPageStore(10, 1_000);
    store.keep("ada /dashboard", "f1", page("a"), 0);
    expect(store.find("ada /dashboard", "f1", 1_000)).toBeDefined();
    expect(store.find("ada /dashboard", "f1", 1_001)).toBeUndefined();
  });

  it("keeps at most its limit, dropping the least recently used", () => {
    const store = new PersonalPageStore(2);
    store.keep("a", "f", page("a"), 0);
    store.keep("b", "f", page("b"), 0);
    expect(store.find("a", "f", 1)).toBeDefined(); // a is now the most recently used
    store.keep("c", "f", page("c"), 2);
    expect(store.size).toBe(2);
    expect(store.find("b", "f", 3)).toBeUndefined();
    expect(store.find("a", "f", 3)).toBeDefined();
    expect(store.find("c", "f", 3)).toBeDefined();
  });

  it("stores the page compressed, with a CSP of its own script hashes and no nonce", () => {
    const stored = storedPage("<p>x</p><script>window.x = 1</script>", false, "no-store", "fast");
    expect(stored.headers["Content-Security-Policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(stored.headers["Cache-Control"]).toBe("no-store");
    expect(stored.bodies.br.length).toBeGreaterThan(0);
    expect(stored.bodies.gzip.length).toBeGreaterThan(0);
  });

  it("allows React's module script held until after the first paint, and the launcher that runs it", () => {
    // As a stored page is rendered (nonce ""), then rewritten by entry.server.tsx.
    const module = 'import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");';
    const html = holdScripts(
      `<html><head><link rel="modulepreload" href="/assets/root-1.js" nonce=""/></head><body><main>Ada</main>` +
        `<script nonce="" type="module" async="">${module}</script></body></html>`,
    );
    const csp = storedPage(html, false, "no-store", "fast").headers["Content-Security-Policy"] ?? "";
    const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    // The launcher's copy of the module script has the held script's exact text, so its hash.
    expect(csp).toContain(hash(module));
    expect(csp).toContain(hash(LAUNCHER));
  });
});
