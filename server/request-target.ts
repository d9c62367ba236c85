// A request line may name its target in absolute form (`GET http://host/path HTTP/1.1`), which an
// HTTP/1.1 server must accept (RFC 9112, section 3.2.2). Everything here reads `req.url` as a
// path (origin form), and React Router's adapter put the absolute form after the origin: a 500
// (issue 20). The target is turned into its path and query before anything reads it; the host it
// names is not trusted for anything (links use PUBLIC_URL).

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;

/** The origin form ("/path?query") of a request target; any other target is returned as it came. */
export function originFormTarget(target: string): string {
  if (!ABSOLUTE_FORM.test(target)) return target;
  const url = URL.parse(target);
  return url ? `${url.pathname}${url.search}` : "/";
}
