import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdScripts, LAUNCHER, scriptsAfterPaintStream } from "./scripts-after-paint.server.ts";

// A document as React Router's <Scripts> writes it: the preloads hoisted into the head by
// React, then the context script and the inline module script that starts hydration.
const MODULE = `import * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");`;
const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>Café — déjà vu 🧭</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="${nonce}"/>` +
  `<link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>Ready — 12 € ✓</main>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {"a":"x < y"};</script>` +
  `<script nonce="${nonce}" type="module" async="">${MODULE}</script>` +
  `<!--$?--><template id="B:0"></template><!--/$--></body></html>` +
  `<div hidden id="S:0"><p>Later — ünïcödé</p></div><script nonce="${nonce}">$RC("B:0","S:0")</script>`;
const PAGE = page("n0nce");

const HELD =
  `<script nonce="n0nce" type="text/x-held-module" id="held-module-script" ` +
  `data-preloads="[&quot;/assets/entry.client-1.js&quot;,&quot;/assets/root-1.js&quot;]">${MODULE}</script>`;

describe("holdScripts", () => {
  const html = holdScripts(PAGE);

  it("takes the module preloads out of the head, and nothing else", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(`<link rel="stylesheet" href="/assets/root-1.css"/>`);
    expect(html).toContain(`<script nonce="n0nce">window.__reactRouterContext = {"a":"x < y"};</script>`);
    expect(html).toContain(`<script nonce="n0nce">$RC("B:0","S:0")</script>`);
  });

  it("keeps the module's exact text, with its nonce, in a script that does not run, the preloads beside it", () => {
    expect(html).toContain(HELD);
    expect(html).not.toContain(`type="module" async=""`);
  });

  it("follows it with the launcher under the same nonce", () => {
    expect(html).toContain(`${HELD}<script nonce="n0nce">${LAUNCHER}</script>`);
  });

  it("can leave the preloads out of the held script", () => {
    const without = holdScripts(PAGE, { replayPreloads: false });
    expect(without).not.toContain("data-preloads");
    expect(without).not.toContain('<link rel="modulepreload"');
    expect(without).toContain(
      `<script nonce="n0nce" type="text/x-held-module" id="held-module-script">${MODULE}</script><script nonce="n0nce">`,
    );
  });

  it("carries an empty nonce, as a stored page is rendered", () => {
    const stored = holdScripts(page(""));
    expect(stored).toContain(`<script nonce="" type="text/x-held-module" id="held-module-script"`);
    expect(stored).toContain(`<script nonce="">${LAUNCHER}</script>`);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const plain = `<html><head><link rel="stylesheet" href="/a.css"/></head><body><script type="application/ld+json">{}</script></body></html>`;
    expect(holdScripts(plain)).toBe(plain);
  });
});

describe("the launcher", () => {
  it("waits for the first frame when the tab is visible, and starts at once when it is not", () => {
    expect(LAUNCHER).toContain(
      `if(document.visibilityState==="visible"){requestAnimationFrame(()=>setTimeout(go));`,
    );
    expect(LAUNCHER).toMatch(/\}else go\(\)\}\)\(\)$/);
    expect(() => new Function(LAUNCHER)).not.toThrow();
  });
});

/** The stream's output for the document cut into chunks of `size` bytes. */
async function streamed(document: string, size: number): Promise<string> {
  const bytes = Buffer.from(document);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(scriptsAfterPaintStream()));
}

describe("scriptsAfterPaintStream", () => {
  it("gives the same document however the bytes are cut, inside tags and multi-byte characters included", async () => {
    const whole = holdScripts(PAGE);
    const length = Buffer.byteLength(PAGE);
    for (let size = 1; size <= 97; size++)
      expect(await streamed(PAGE, size), `chunks of ${size} bytes`).toBe(whole);
    expect(await streamed(PAGE, length)).toBe(whole);
  });

  it("passes a document without the module script through, streaming what is whole", async () => {
    const plain = "<html><body><p>Prix : 12 €</p><p>Error</p></body></html>";
    for (const size of [1, 5, 64]) expect(await streamed(plain, size)).toBe(plain);
    const stream = scriptsAfterPaintStream();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString("utf8")));
    stream.write(Buffer.from("<main><p>The shell</p><di"));
    await new Promise((resolve) => setImmediate(resolve));
    // Everything up to the tag still open has left; the rest waits for its end.
    expect(out.join("")).toBe("<main><p>The shell</p>");
  });
});
