import crypto from "node:crypto";

// The payment processor's signature (issue 23, README "Payment processor"): the header
// `Processor-Signature: sha256=<hex>`, the HMAC-SHA-256 of the request's raw body under
// PROCESSOR_WEBHOOK_SECRET. The body carries the event's time (`created`), so an old event cannot
// be sent again with a fresh signature.

export const SIGNATURE_HEADER = "Processor-Signature";

export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Whether `header` is the body's signature, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, header: string | null): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
