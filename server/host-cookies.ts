// The session cookies under the `__Host-` prefix when PUBLIC_URL is https (issue 11): a `__Host-` cookie
// must be Secure, Path=/ and carry no Domain, so no sibling or parent domain can plant or
// overwrite one (session fixation). better-auth 1.7 can only emit `__Secure-` names (its
// issue #10806), so the names are translated here, at the edge, for every response and
// request: the browser only ever holds `__Host-harborline.*`; better-auth, inside, keeps
// reading and writing `__Secure-harborline.*`.
import type { NextFunction, Request, RequestHandler, Response } from "express";

const INSIDE = "__Secure-harborline.";
const OUTSIDE = "__Host-harborline.";

/** One Set-Cookie line as the browser gets it: renamed, Path=/, no Domain. */
export function outgoingCookie(line: string): string {
  if (!line.startsWith(INSIDE)) return line;
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  const kept = attributes.filter((attribute) => !/^(domain|path)=/i.test(attribute));
  const secure = kept.some((attribute) => attribute.toLowerCase() === "secure") ? [] : ["Secure"];
  return [`${OUTSIDE}${pair.slice(INSIDE.length)}`, "Path=/", ...kept, ...secure].join("; ");
}

/**
 * The Cookie header as better-auth reads it: `__Host-` names renamed, and any
 * `__Secure-harborline.*` the browser sent dropped (only a `__Host-` cookie is trusted).
 */
export function incomingCookies(header: string): string {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !part.startsWith(INSIDE))
    .map((part) => (part.startsWith(OUTSIDE) ? `${INSIDE}${part.slice(OUTSIDE.length)}` : part))
    .join("; ");
}

function renamed(value: number | string | readonly string[]): number | string | string[] {
  return typeof value === "number" ? value : renamedList(value);
}

function renamedList(value: string | readonly string[]): string | string[] {
  return typeof value === "string" ? outgoingCookie(value) : value.map(outgoingCookie);
}

/** The middleware: when PUBLIC_URL is https only (otherwise the cookies are not Secure, so no prefix applies). */
export function hostCookies(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.cookie) req.headers.cookie = incomingCookies(req.headers.cookie);
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) =>
      setHeader(name, name.toLowerCase() === "set-cookie" ? renamed(value) : value);
    const appendHeader = res.appendHeader.bind(res);
    res.appendHeader = (name, value) =>
      appendHeader(name, name.toLowerCase() === "set-cookie" ? renamedList(value) : value);
    next();
  };
}
