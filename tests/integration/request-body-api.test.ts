import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSchema } from "#app/domain/application/schema.ts";
import type { Services } from "#app/server/context.server.ts";
import { applications } from "#db/schema.ts";
import { largestDraft } from "#tests/support/application-draft.ts";
import type { SignedInUser } from "#tests/support/application-requests.ts";
import {
  type BodyServer,
  expectRefused,
  form,
  split,
  startBodyServer,
  URLENCODED,
} from "#tests/support/body-server.ts";
import { APPLICATION_BODY_LIMIT } from "../../server/body-rules.ts";

// The wizard's JSON submit behind the body limits (issue 13, docs/decisions/0030): the largest
// legitimate application passes, a larger one is refused with 413 and nothing is stored, and a
// visitor's request is left to the route's 401 unread.

let services: Services;
let user: SignedInUser;
let reached: string[];
let send: BodyServer["send"];
let close: BodyServer["close"];

beforeAll(async () => {
  ({ services, user, reached, send, close } = await startBodyServer());
});
afterAll(() => close());

describe("the wizard's JSON submit", () => {
  const storedCount = async () =>
    (
      await services.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.userId, user.id))
    ).length;

  const largestApplication = () => ({ submissionId: crypto.randomUUID(), application: largestDraft() });

  it("takes the largest legitimate application, chunked, and stores it", async () => {
    const largest = largestApplication();
    expect(applicationSchema().safeParse(largest.application).success).toBe(true);
    const body = Buffer.from(JSON.stringify(largest));
    expect(body.length).toBeLessThan(APPLICATION_BODY_LIMIT / 2);
    const before = await storedCount();
    const answer = await send("/api/applications", { "Content-Type": "application/json" }, split(body));
    expect(answer).toMatchObject({ status: 201 });
    expect(await storedCount()).toBe(before + 1);
  });

  it("from a visitor is passed on unread, so the route's 401 comes before any refusal of the body", async () => {
    const body = [Buffer.from("not json")];
    const visitor = await send("/api/applications", { Cookie: "", "Content-Type": "text/plain" }, body);
    expect(visitor).toMatchObject({ status: 401 });
    expect(await send("/api/applications", { "Content-Type": "text/plain" }, body)).toMatchObject({
      status: 415,
    });
  });

  it("over its limit is answered 413 (not a reset connection), chunked or declared, and nothing is stored", async () => {
    const before = await storedCount();
    reached.length = 0;
    const big = Buffer.from(
      JSON.stringify({ ...largestApplication(), padding: "x".repeat(APPLICATION_BODY_LIMIT) }),
    );
    expectRefused(await send("/api/applications", { "Content-Type": "application/json" }, split(big)), 413);
    expectRefused(
      await send(
        "/api/applications",
        { "Content-Type": "application/json", "Content-Length": String(big.length) },
        [big],
      ),
      413,
    );
    expectRefused(
      await send("/api/applications", { "Content-Type": "application/json", "Content-Encoding": "gzip" }, [
        zlib.gzipSync(big),
      ]),
      415,
    );
    expectRefused(await send("/api/applications", URLENCODED, [form({ a: "b" })]), 415);
    expect(reached).toEqual([]);
    expect(await storedCount()).toBe(before);
  });
});
