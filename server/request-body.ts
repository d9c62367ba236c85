// Every request body is read here, by the rules of body-rules.ts, once, before React Router (issue 13, docs/decisions/0030), but
// the uploads' (a customer's document, an admin's settlement letter), counted as they stream (decision 44):
// - a body over its route's limit is refused with 413, whatever its encoding: a declared
//   Content-Length is refused at once, a chunked body is counted as it arrives;
// - a compressed body (Content-Encoding) is refused with 415: nothing downstream decodes one;
// - a form route (every page's action and its `.data` twin) takes only the form encodings, and
//   a multipart body must parse: JSON, text or a broken multipart body get 415 or 400, not a
//   500 from `request.formData()` inside an action;
// - what was read is handed on to React Router as the request's body, so an action only ever
//   sees a whole body within its limit.
// A refusal is sent once the rest of the body has been read and thrown away (up to
// DISCARD_LIMIT), with Connection: close: a client still sending gets its answer instead of a
// reset connection. Past DISCARD_LIMIT the connection is closed after the answer is sent.
import { PassThrough, Transform } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { bodyRuleFor } from "./body-rules.ts";
import { hasSessionCookie } from "./cookies.ts";

/** The words of the counter's error, which the upload's reader recognizes. */
export const OVER_LIMIT = "request body over its limit";
/** How much of a refused body is read and thrown away before the connection is closed instead. */
export const DISCARD_LIMIT = 1024 * 1024;
const BODY_KEY = Symbol("harborline.body");
type WithBody = Request & { [BODY_KEY]?: Buffer | Transform };

const mediaType = (header: string | undefined) => (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

const REFUSALS = {
  400: "Bad Request: the form could not be read.",
  413: "Payload Too Large: this request is larger than this address accepts.",
  415: "Unsupported Media Type: this address does not accept this kind of request body.",
} as const;

export function requestBodies(log: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const type = mediaType(req.headers["content-type"]);
    const rule = bodyRuleFor(req.path, type);
    if (rule.needsSession && !hasSessionCookie(req.headers.cookie)) return next();
    const encoding = (req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
    const declared =
      req.headers["content-length"] === undefined ? undefined : Number(req.headers["content-length"]);

    const refuse = (status: keyof typeof REFUSALS, reason: string) => {
      log.warn({ method: req.method, path: req.path, status, reason }, "request body refused");
      discardThenAnswer(req, res, status, REFUSALS[status]);
    };
    if (encoding !== "identity") return refuse(415, "content-encoding");
    if (rule.types && !rule.types.includes(type)) return refuse(415, "content-type");
    if (declared !== undefined && declared > rule.limit) return refuse(413, "content-length");

    if (rule.streamed) {
      (req as WithBody)[BODY_KEY] = countedStream(req, res, rule.limit);
      return next();
    }

    let body: Buffer | "too large";
    try {
      body = await readAtMost(req, rule.limit);
    } catch {
      // The client went away mid-body: there is no one to answer.
      return;
    }
    if (body === "too large") return refuse(413, "counted");
    const names = await formFieldNames(body, type, req.headers["content-type"] ?? "");
    if (names === "unreadable") return refuse(400, "multipart");
    // A field sent twice is refused, not read as its first value (issue 20): no form of ours
    // sends one twice, and two readers of one request must never see different values.
    if (names && new Set(names).size !== names.length) return refuse(400, "repeated field");
    (req as WithBody)[BODY_KEY] = body;
    next();
  };
}

/** The body as it arrives, failing with OVER_LIMIT once more than `limit` bytes have passed. */
function countedStream(req: Request, res: Response, limit: number): Transform {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) {
        req.unpipe(counter);
        done(new Error(OVER_LIMIT));
      } else done(null, chunk);
    },
  });
  req.pipe(counter);
  // An action that answered without reading the whole body (a refusal, a signed-out page): the
  // rest is read and dropped, up to the limit, so the connection can serve its next request.
  res.once("finish", () => {
    if (req.complete || req.readableEnded) return;
    req.unpipe(counter);
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limit) req.socket.destroy();
    });
    req.resume();
  });
  return counter;
}

/** The whole body, or "too large" as soon as it passes `limit` (the rest is left unread). */
function readAtMost(req: Request, limit: number): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        req.pause();
        resolve("too large");
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      if (!req.complete) onError(new Error("request closed before its body ended"));
    };
    function done() {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
    }
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/** The field names of a form body, in order (repeats kept); null for a body that is not a form. */
async function formFieldNames(
  body: Buffer,
  type: string,
  contentType: string,
): Promise<string[] | null | "unreadable"> {
  if (type === "application/x-www-form-urlencoded") {
    return [...new URLSearchParams(body.toString("utf8")).keys()];
  }
  if (type !== "multipart/form-data") return null;
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { "Content-Type": contentType },
    }).formData();
    return [...form.keys()];
  } catch {
    return "unreadable";
  }
}

/**
 * Reads and drops what is left of the body, then answers with Connection: close; a body longer
 * than DISCARD_LIMIT is answered at once and its connection closed once the answer is sent.
 */
function discardThenAnswer(req: Request, res: Response, status: number, text: string) {
  const answer = () => {
    if (res.headersSent) return;
    res
      .status(status)
      .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", Connection: "close" })
      .send(`${text}\n`);
  };
  const hangUp = () => {
    req.off("data", onData);
    res.once("finish", () => req.socket.destroy());
    answer();
    if (res.writableFinished) req.socket.destroy();
  };
  let discarded = 0;
  const onData = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) hangUp();
  };
  const declared = Number(req.headers["content-length"] ?? "0");
  if (req.complete || req.readableEnded) return answer();
  if (declared > DISCARD_LIMIT) return hangUp();
  req.on("data", onData);
  req.once("end", answer);
  req.resume();
}

/** A streamed body (the upload's), counted as it arrives: for the route's context, not its Request. */
export function streamedBody(req: Request): Transform | undefined {
  const body = (req as WithBody)[BODY_KEY];
  return body && !Buffer.isBuffer(body) ? body : undefined;
}

/**
 * The request React Router's adapter reads: the same request, its body stream replaced by the
 * bytes read above (the adapter reads `req` itself as a stream, which was consumed here), or by
 * nothing when the body is streamed (its route reads it from its context: `streamedBody`).
 */
export function withReadBody(req: Request): Request {
  const body = (req as WithBody)[BODY_KEY];
  if (!body) return req;
  const stream = new PassThrough();
  stream.end(Buffer.isBuffer(body) ? body : undefined);
  return new Proxy(req, {
    get(target, key) {
      if (STREAM_KEYS.has(key)) {
        const value = Reflect.get(stream, key, stream);
        return typeof value === "function" ? value.bind(stream) : value;
      }
      return Reflect.get(target, key, target);
    },
  });
}

/** What a stream's reader uses (@react-router/node's createReadableStreamFromReadable, a pipe). */
const STREAM_KEYS = new Set<string | symbol>([
  "on",
  "once",
  "off",
  "addListener",
  "removeListener",
  "removeAllListeners",
  "pause",
  "resume",
  "read",
  "pipe",
  "unpipe",
  "destroy",
  "isPaused",
  "readable",
  "readableEnded",
  "readableFlowing",
  "readableHighWaterMark",
  "readableLength",
  "destroyed",
  Symbol.asyncIterator,
]);
