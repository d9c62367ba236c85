// Which body each address takes (issue 13, docs/decisions/0030): its size limit, its media
// types, whether it needs a session first, and whether it is streamed rather than read. The
// middleware that applies these rules is request-body.ts.

/** Every form action. The longest form, the support request in 3-byte characters, is 14,882 bytes. */
export const FORM_BODY_LIMIT = 64 * 1024;
/**
 * The wizard's submit. The largest it can send, 50 debt accounts with every text at its longest
 * in 3-byte characters, is 55,530 bytes (tests/integration/request-body.test.ts); ASCII, 29,530.
 */
export const APPLICATION_BODY_LIMIT = 128 * 1024;
/**
 * The application's steps (docs/decisions/0053), posted as pages without JavaScript or by React's
 * fetcher to `/apply.data`: every answer in its hidden field and the step's fields beside it. The
 * largest, step 5 with 50 accounts at their longest in 3-byte characters, URL-encoded, is 278,878
 * bytes (tests/integration/request-body-apply.test.ts).
 */
export const APPLY_PAGE_BODY_LIMIT = 384 * 1024;
export const APPLY_PAGE = /^\/apply(\.data)?$/;
/**
 * The Documents room's upload: counted as it streams to the action, never buffered here. Past 10 MB
 * the action itself keeps nothing and says the file is too large (a page, not a bare 413); past
 * this limit (a 10 MB file and its form, three times over) the body is refused here.
 */
export const UPLOAD_BODY_LIMIT = 32 * 1024 * 1024;
export const UPLOAD_PATHS = new Set(["/dashboard/documents", "/dashboard/documents.data"]);
/** A debt's negotiation (issue 24): the settlement letter streams like an upload, other forms are read. */
export const NEGOTIATION_PAGE =
  /^\/admin\/negotiations\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.data)?$/i;
/** Secure messages (issue 25): a message with up to three files streams like an upload. */
export const MESSAGES_PAGE = /^\/dashboard\/messages(\.data)?$/;
/** An admin's conversation: the answer with its files streams, the other forms (assign, done) are read. */
export const CONVERSATION_PAGE =
  /^\/admin\/messages\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.data)?$/i;
/** The payment processor's webhook (issue 23): one event, signed, in JSON. */
export const PROCESSOR_EVENTS_PATH = "/api/processor/events";
export const PROCESSOR_BODY_LIMIT = 64 * 1024;
/** Routes that read no body at all (better-auth's closed endpoints, the session's POST). */
export const EMPTY_BODY_LIMIT = 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;

export interface BodyRule {
  limit: number;
  /**
   * The route answers 401 to a request without a session before reading its body: such a
   * request is passed on unread, so a visitor cannot make the server read (or refuse) a body.
   */
  needsSession?: true;
  /** Media types accepted; undefined: any (the route reads no body). */
  types?: readonly string[];
  /** Handed on as a stream, counted as it passes (an error past the limit), not read here first. */
  streamed?: true;
}

/**
 * The rule of a path (and, where one path takes two encodings, of the body's media type `type`):
 * the wizard's JSON API, the API routes that read nothing, an upload, or a form.
 */
export function bodyRuleFor(path: string, type = ""): BodyRule {
  if (path === "/api/applications") {
    return { limit: APPLICATION_BODY_LIMIT, types: ["application/json"], needsSession: true };
  }
  if (APPLY_PAGE.test(path)) return { limit: APPLY_PAGE_BODY_LIMIT, types: FORM_TYPES };
  if (path === PROCESSOR_EVENTS_PATH) return { limit: PROCESSOR_BODY_LIMIT, types: ["application/json"] };
  const negotiation = NEGOTIATION_PAGE.test(path) || CONVERSATION_PAGE.test(path);
  if (UPLOAD_PATHS.has(path) || MESSAGES_PAGE.test(path) || (negotiation && type === "multipart/form-data")) {
    return { limit: UPLOAD_BODY_LIMIT, types: ["multipart/form-data"], needsSession: true, streamed: true };
  }
  if (negotiation) return { limit: FORM_BODY_LIMIT, types: [FORM_TYPES[0]] };
  if (path === "/api/session" || path === "/api/auth" || path.startsWith("/api/auth/")) {
    return { limit: EMPTY_BODY_LIMIT };
  }
  return { limit: FORM_BODY_LIMIT, types: FORM_TYPES };
}
