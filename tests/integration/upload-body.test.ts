import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MESSAGES } from "#app/domain/documents/upload.ts";
import type { Services } from "#app/server/context.server.ts";
import { auditLog, documents } from "#db/schema.ts";
import {
  type BodyServer,
  expectRefused,
  split,
  startBodyServer,
  statusOf,
} from "#tests/support/body-server.ts";
import { UPLOAD_BODY_LIMIT } from "../../server/body-rules.ts";

// The upload's body (issue 22) is counted as it streams to the Documents action, never buffered
// before it: real HTTP through the middleware of server/express-app.ts, chunked bodies included
// (no Content-Length to refuse early). Over 10 MB the action keeps nothing and says so; past the
// route's limit the stream itself is cut; a declared length past it is refused before the action.

let services: Services;
let userId: string;
let reached: string[];
let send: BodyServer["send"];
let close: BodyServer["close"];

beforeAll(async () => {
  let user: BodyServer["user"];
  ({ services, user, reached, send, close } = await startBodyServer());
  userId = user.id;
});
afterAll(() => close());

const BOUNDARY = "upload-boundary";
const MULTIPART = { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 7),
]);

/** The upload form with `file` as its file, split in 64 KB chunks (sent chunked). */
function uploadBody(file: Buffer, fileName = "scan.png"): Buffer[] {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${field("intent", "upload-document")}${field("kind", "legal_notice")}--${BOUNDARY}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return split(Buffer.concat([head, file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]), 64 * 1024);
}

async function storedCount() {
  return (await services.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, userId)))
    .length;
}

describe("an upload's body", () => {
  it("within 10 MB, sent chunked, is stored whole with its audit row", async () => {
    const answer = await send("/dashboard/documents", MULTIPART, uploadBody(PNG));
    expect(statusOf(answer)).toBe(200);
    const [row] = await services.db.select().from(documents).where(eq(documents.userId, userId));
    expect(row).toMatchObject({
      kind: "legal_notice",
      mediaType: "image/png",
      fileName: "scan.png",
      sizeBytes: PNG.length,
    });
    const audited = await services.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "document_uploaded"), eq(auditLog.targetId, row?.id ?? "")));
    expect(audited).toEqual([{ actor: userId }]);
  });

  it("over 10 MB, chunked, is refused by the action with its message and nothing stored", async () => {
    const before = await storedCount();
    const answer = await send(
      "/dashboard/documents",
      MULTIPART,
      uploadBody(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)])),
    );
    expect(answer).toMatchObject({ status: 413 });
    expect("body" in answer && answer.body).toContain(UPLOAD_MESSAGES.tooLarge);
    expect(await storedCount()).toBe(before);
  });

  it("past the route's limit, chunked, is cut as it streams: refused, nothing stored, the server answers after", async () => {
    const before = await storedCount();
    const answer = await send(
      "/dashboard/documents",
      MULTIPART,
      uploadBody(Buffer.alloc(UPLOAD_BODY_LIMIT + 1024 * 1024, 1)),
    );
    // The answer comes while the client still sends; it may see it, or the closed connection.
    expect([413, 0]).toContain(statusOf(answer));
    expect(await storedCount()).toBe(before);
    expect(statusOf(await send("/dashboard/documents", MULTIPART, uploadBody(PNG, "after.png")))).toBe(200);
  });

  it("declared past the route's limit is refused before the action; another type is refused with 415", async () => {
    const count = reached.length;
    const declared = await send(
      "/dashboard/documents",
      { ...MULTIPART, "Content-Length": String(UPLOAD_BODY_LIMIT + 1) },
      [Buffer.alloc(64 * 1024)],
    );
    expect([413, 0]).toContain(statusOf(declared));
    expectRefused(
      await send("/dashboard/documents", { "Content-Type": "application/x-www-form-urlencoded" }, [
        Buffer.from("intent=upload-document"),
      ]),
      415,
    );
    expect(reached.length).toBe(count);
  });
});
