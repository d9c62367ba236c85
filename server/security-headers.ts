// The security headers of every page (docs/decisions/0005). `scriptSources` is the
// response's nonce for server-rendered pages, or the hashes of a prerendered page; none at all
// (a prerendered public page sent without scripts, docs/decisions/0032) gives `script-src 'none'`.
// `devHost` (npm run dev only, docs/decisions/0014): the Host the page was asked from, whose
// websocket carries Vite's hot updates. Vite's client, its modules and React Refresh's preamble
// load from 'self' or through the nonce'd module script, so nothing else is added.

export function securityHeaders(
  scriptSources: string[],
  /** PUBLIC_URL is https (env.https): HSTS and upgrade-insecure-requests. */
  https: boolean,
  devHost?: string,
): Record<string, string> {
  const websocket =
    devHost && /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(devHost) ? devHost : undefined;
  const csp = [
    "default-src 'self'",
    scriptSources.length === 0
      ? "script-src 'none'"
      : `script-src 'self' ${scriptSources.map((source) => `'${source}'`).join(" ")}`,
    // react-hot-toast injects one <style> element at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // 'self' covers a same-origin websocket in current browsers; the dev server names it for the others.
    `connect-src 'self'${websocket ? ` ws://${websocket} wss://${websocket}` : ""}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
