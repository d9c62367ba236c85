import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// Marketing pages start downloading their hydration scripts just after the first paint,
// not from the <head> (docs/decisions/0009-hydration-after-first-paint.md).
//
// React Router's <Scripts> writes a <link rel="modulepreload"> per module into the head and
// an inline module script that imports the route modules and the client entry. Here the
// preloads are dropped, the module script becomes inert data, and a small inline script (the
// launcher) runs a copy of it once the first frame is painted; the browser then fetches the
// modules as their imports are found. The inert script keeps the module's exact text, so a
// prerendered page's CSP hash of it (server/prerendered-pages.ts) also allows the copy; on a
// server-rendered page the launcher passes its nonce on to the copy.

const PRELOAD = /<link rel="modulepreload" href="[^"]+"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;
const INERT_ID = "hydration-module";
const LAUNCHER = `(()=>{const nonce=document.currentScript.nonce;const start=()=>{const module=document.createElement("script");module.type="module";module.nonce=nonce;module.textContent=document.getElementById("${INERT_ID}").textContent;document.body.append(module)};if(document.visibilityState==="visible")requestAnimationFrame(()=>setTimeout(start));else start()})()`;

/** The document with hydration started after the first paint; unchanged without React Router's scripts. */
export function hydrateAfterPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const [tag, attributes, text] = module;
  const replacement =
    `<script${attributes} type="text/x-hydration-module" id="${INERT_ID}">${text}</script>` +
    `<script${attributes}>${LAUNCHER}</script>`;
  return html.replace(PRELOAD, "").replace(tag, () => replacement);
}

/**
 * hydrateAfterPaint for a streamed document: holds the text back until React Router's module
 * script has arrived (it closes the shell, which React writes at once), then streams the rest.
 */
export function hydrateAfterPaintStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let held: string | null = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (held === null) return callback(null, text);
      held += text;
      const module = MODULE_SCRIPT.exec(held);
      if (!module) return callback();
      const end = module.index + module[0].length;
      const out = hydrateAfterPaint(held.slice(0, end)) + held.slice(end);
      held = null;
      callback(null, out);
    },
    flush(callback) {
      callback(null, (held ?? "") + decoder.end());
    },
  });
}
