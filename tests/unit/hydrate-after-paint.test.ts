import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint, hydrateAfterPaintStream } from "#app/server/hydrate-after-paint.server.ts";

// A document as React Router's <Scripts> writes it (the preloads hoisted into the head by React).
const MODULE = `import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");`;
const PAGE =
  `<!DOCTYPE html><html><head><title>Café</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n0nce"/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="n0nce"/>` +
  `<link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>Ready — déjà</main>` +
  `<script nonce="n0nce">window.__reactRouterContext = {};</script>` +
  `<script nonce="n0nce" type="module" async="">${MODULE}</script>` +
  `<!--$?--><template id="B:0"></template><!--/$--></body></html>`;

describe("hydrateAfterPaint", () => {
  const html = hydrateAfterPaint(PAGE);

  it("takes the module preloads out of the head", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/root-1.css"/>`);
  });

  it("keeps the module's exact text in an inert script, for its CSP hash", () => {
    expect(html).toContain(
      `<script nonce="n0nce" type="text/x-hydration-module" id="hydration-module">${MODULE}</script>`,
    );
    expect(html).not.toContain(`type="module" async=""`);
  });

  it("adds a launcher, with the nonce, that runs a copy of the module after the first frame", () => {
    const launcher = /<script nonce="n0nce">(\(\(\)=>[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(launcher).toContain("requestAnimationFrame");
    expect(launcher).toContain(`getElementById("hydration-module").textContent`);
    expect(html.indexOf(launcher)).toBeGreaterThan(html.indexOf("hydration-module"));
  });

  it("leaves a document without React Router's module script as it is", () => {
    const plain = "<html><body><script>1</script></body></html>";
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });
});

describe("hydrateAfterPaintStream", () => {
  it("gives the same document however the bytes are split, multi-byte characters included", async () => {
    const bytes = Buffer.from(PAGE);
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(hydrateAfterPaintStream()));
      expect(out, `chunks of ${size} bytes`).toBe(hydrateAfterPaint(PAGE));
    }
  });

  it("passes a document without the module script through whole", async () => {
    const plain = "<html><body>Error</body></html>";
    expect(await text(Readable.from([Buffer.from(plain)]).pipe(hydrateAfterPaintStream()))).toBe(plain);
  });
});
