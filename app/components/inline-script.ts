// The scripts of the pages sent without React (docs/decisions/0049, 0054) are plain JavaScript
// files read as text (`?raw`) and inlined under the response's nonce. A page's script may use
// functions of other such files: they are put first, their `export` words taken out, every
// `import` line left out (a helper may use another helper), and the whole wrapped in one
// function scope. Comments and indentation are not sent; the code itself is sent as written.
// Each component builds its script's text on the server only (`import.meta.env.SSR ? … : ""`):
// the `?raw` files then fall out of the browser's bundle, so a route with React that may also be
// sent without it (the portal's layout, /apply) does not download its page scripts as text.

const strip = (source: string) =>
  source
    .replace(/\/\*\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*\n/gm, "")
    .replace(/^\s+/gm, "");

/** A file's `import`s, one line or several: what they name is put in the same scope by `inlineScript`. */
const withoutImports = (source: string) => source.replace(/^import [^;]*?from\s*["'][^"']+["'];?\n/gm, "");

/** `helpers` (files of exported functions) and then `page`, as one inline script's text. */
export function inlineScript(page: string, ...helpers: string[]): string {
  const functions = helpers
    .map((helper) => withoutImports(strip(helper)).replace(/^export /gm, ""))
    .join("\n");
  return `(()=>{${functions}\n${withoutImports(strip(page))}})();`;
}
