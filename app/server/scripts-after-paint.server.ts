import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React's module scripts load after the first paint (issue 42; measured in
// docs/decisions/0052-scripts-after-the-first-paint.md). React Router's <Scripts> writes a
// <link rel="modulepreload"> per module (React hoists them into the head) and one inline module
// script that imports the route modules and starts hydration. Lantern, and a real slow link,
// count every preloaded module against the first paint although nothing painted needs them.
// Here the preloads are taken out, the module script is kept as data (a type no browser runs,
// its attributes and exact text unchanged), and a small inline launcher under the same
// attributes (the request's nonce) runs a copy of it once the first frame is painted, or at
// once in a hidden tab, where requestAnimationFrame does not fire. The copy has the module's
// exact text, so a stored page's CSP hash of the held script (server/prerendered-pages.ts)
// also allows it; on a rendered page the copy takes the held script's nonce.
// A page without the module script (a content page sent without React) passes unchanged.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_START = /<script[^>]* type="module" async="">/;
const HELD_TYPE = "text/x-held-module";
const HELD_ID = "held-module-script";

/**
 * The launcher's text, one constant, so that its CSP hash is the same on every stored page.
 * `go` runs once: after the first frame, or when the tab is hidden before that frame comes.
 */
export const LAUNCHER =
  `(()=>{const held=document.getElementById("${HELD_ID}");let started=false;` +
  `const go=()=>{if(started)return;started=true;` +
  `for(const href of JSON.parse(held.dataset.preloads||"[]")){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
  `const script=document.createElement("script");script.type="module";script.nonce=held.nonce;script.textContent=held.textContent;held.replaceWith(script)};` +
  `if(document.visibilityState==="visible"){requestAnimationFrame(()=>setTimeout(go));document.addEventListener("visibilitychange",go,{once:true})}else go()})()`;

const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** Whether the launcher puts React Router's preloads back when it starts the module script. */
export interface HoldOptions {
  replayPreloads: boolean;
}

/**
 * The launcher puts the preloads back (decision 52's version, not decision 9's): the modules then
 * download side by side instead of in three rounds of imports found, so hydration ends sooner for
 * a visitor, and the lab is no worse. Measured interleaved on this machine, 12 runs each
 * (Lighthouse 13.5 mobile, medians, re-added / left out): /apply 99.5 / 99, TBT 94 / 105 ms,
 * LCP 0.8 / 0.8-0.9 s; /dashboard 94.5 / 92.5, TBT 267 / 343 ms; /admin/dashboard 100 / 100,
 * TBT 57 / 59 ms (/apply and /dashboard with React put back for the measurement, before the
 * slices converting them landed). The spread between runs (TBT 34 to 817 ms on one page) is wider
 * than the difference.
 */
export const HOLD: HoldOptions = { replayPreloads: true };

/**
 * Rewrites a document as it streams: preloads are dropped as they pass (their addresses kept),
 * the module script is swapped for the held copy and the launcher. Text is held back only while
 * a tag may still be incomplete, so a page without the module script streams as it came.
 */
class Holder {
  private readonly preloads: string[] = [];
  private pending = "";
  private done = false;
  private readonly options: HoldOptions;

  constructor(options: HoldOptions) {
    this.options = options;
  }

  private withoutPreloads(text: string): string {
    return text.replace(PRELOAD, (_tag, href: string) => {
      this.preloads.push(href);
      return "";
    });
  }

  private held(attributes: string, text: string): string {
    const preloads = this.options.replayPreloads
      ? ` data-preloads="${escapeAttribute(JSON.stringify(this.preloads))}"`
      : "";
    return (
      `<script${attributes} type="${HELD_TYPE}" id="${HELD_ID}"${preloads}>${text}</script>` +
      `<script${attributes}>${LAUNCHER}</script>`
    );
  }

  /** The text that may leave now; `last` at the end of the document. */
  write(text: string, last: boolean): string {
    if (this.done) return text;
    this.pending += text;
    const module = MODULE_SCRIPT.exec(this.pending);
    if (module) {
      const [tag, attributes = "", body = ""] = module;
      const out =
        this.withoutPreloads(this.pending.slice(0, module.index)) +
        this.held(attributes, body) +
        this.pending.slice(module.index + tag.length);
      this.pending = "";
      this.done = true;
      return out;
    }
    const cut = last ? this.pending.length : safeEnd(this.pending);
    const out = this.withoutPreloads(this.pending.slice(0, cut));
    this.pending = this.pending.slice(cut);
    return out;
  }
}

/** Where the text stops being whole: at a module script still open, or at a tag not yet closed. */
function safeEnd(text: string): number {
  const open = MODULE_START.exec(text);
  if (open) return open.index;
  const lastTag = text.lastIndexOf("<");
  return lastTag >= 0 && !text.includes(">", lastTag) ? lastTag : text.length;
}

/** A whole document with its module scripts held until after the first paint. */
export function holdScripts(html: string, options: HoldOptions = HOLD): string {
  return new Holder(options).write(html, true);
}

/** The same, for the document React streams (after BatchedHtml in entry.server.tsx). */
export function scriptsAfterPaintStream(options: HoldOptions = HOLD): Transform {
  const decoder = new StringDecoder("utf8");
  const holder = new Holder(options);
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const out = holder.write(decoder.write(chunk), false);
      callback(null, out === "" ? undefined : out);
    },
    flush(callback: TransformCallback) {
      const out = holder.write(decoder.end(), true);
      callback(null, out === "" ? undefined : out);
    },
  });
}
