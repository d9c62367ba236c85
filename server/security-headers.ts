// The security headers of every page (docs/decisions/0005). `scriptSources` is the
// response's nonce for server-rendered pages, or the hashes of a prerendered page.

export function securityHeaders(scriptSources: string[], production: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.map((source) => `'${source}'`).join(" ")}`,
    // react-hot-toast injects one <style> element at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}
