import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#app/server/context.server.ts";
import { users } from "#db/schema.ts";
import type { SignedInUser } from "#tests/support/application-requests.ts";
import {
  type BodyServer,
  expectRefused,
  form,
  split,
  startBodyServer,
  statusOf,
  URLENCODED,
} from "#tests/support/body-server.ts";
import { FORM_BODY_LIMIT } from "../../server/body-rules.ts";
import { DISCARD_LIMIT } from "../../server/request-body.ts";

// Body limits everywhere (issue 13, docs/decisions/0030): real HTTP requests through the
// middleware of server/express-app.ts to the real Profile Settings action and submit API, as React
// Router's adapter hands them the body. A refused body never reaches an action: nothing stored.

let services: Services;
let user: SignedInUser;
let reached: string[];
let send: BodyServer["send"];
let close: BodyServer["close"];

beforeAll(async () => {
  ({ services, user, reached, send, close } = await startBodyServer());
});
afterAll(() => close());

async function firstName() {
  const [row] = await services.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.firstName;
}

function profile(firstNameValue: string, padding = "") {
  return form({
    intent: "profile",
    firstName: firstNameValue,
    lastName: "Lovelace",
    email: user.email,
    phone: "5551234567",
    padding,
  });
}

describe("a field sent twice (issue 20)", () => {
  it("is refused with 400 before any action reads it, URL-encoded or multipart; nothing is saved", async () => {
    const before = await firstName();
    reached.length = 0;
    const twice = Buffer.from(
      `intent=profile&firstName=Twice&firstName=Other&lastName=Lovelace&email=${encodeURIComponent(user.email)}&phone=5551234567`,
    );
    expectRefused(await send("/dashboard/profile", URLENCODED, [twice]), 400);
    const part = (name: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = Buffer.from(
      `${part("intent", "profile")}${part("intent", "change-password")}--b--\r\n`,
    );
    expectRefused(
      await send("/dashboard/profile", { "Content-Type": "multipart/form-data; boundary=b" }, [multipart]),
      400,
    );
    expect(reached).toEqual([]);
    expect(await firstName()).toBe(before);
  });
});

describe("a form action's body", () => {
  it("within the limit reaches the action whole, as a Content-Length body or chunked", async () => {
    const body = profile("Grace", "x".repeat(FORM_BODY_LIMIT - 200));
    expect(
      statusOf(
        await send("/dashboard/profile", { ...URLENCODED, "Content-Length": String(body.length) }, [body]),
      ),
    ).toBe(200);
    expect(await firstName()).toBe("Grace");
    expect(statusOf(await send("/dashboard/profile", URLENCODED, split(profile("Hopper"))))).toBe(200);
    expect(await firstName()).toBe("Hopper");
  });

  it("over the limit is refused with 413 before the action, declared or chunked, urlencoded or multipart", async () => {
    const before = await firstName();
    reached.length = 0;
    const big = profile("Mallory", "x".repeat(FORM_BODY_LIMIT));
    expectRefused(
      await send("/dashboard/profile", { ...URLENCODED, "Content-Length": String(big.length) }, [big]),
      413,
    );
    expectRefused(await send("/dashboard/profile", URLENCODED, split(big)), 413);
    expectRefused(await send("/dashboard/profile.data", URLENCODED, split(big)), 413);
    const multipart = Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile\r\n--b\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n${"M".repeat(FORM_BODY_LIMIT)}\r\n--b--\r\n`,
    );
    expectRefused(
      await send(
        "/dashboard/profile",
        { "Content-Type": "multipart/form-data; boundary=b" },
        split(multipart),
      ),
      413,
    );
    expect(reached).toEqual([]);
    expect(await firstName()).toBe(before);
  });

  it("far over the limit (50 MB declared) is answered and the connection closed, nothing read into the action", async () => {
    reached.length = 0;
    const chunk = Buffer.alloc(256 * 1024, "a");
    const answer = await send(
      "/dashboard/profile",
      { ...URLENCODED, "Content-Length": String(50 * 1024 * 1024) },
      Array.from({ length: (2 * DISCARD_LIMIT) / chunk.length }, () => chunk),
    );
    // The answer is sent before the connection closes; a client still writing may see the reset first.
    if ("status" in answer) expect(answer.status).toBe(413);
    else expect(answer.error).toMatch(/ECONNRESET|EPIPE/);
    expect(reached).toEqual([]);
  });

  it("in another encoding is refused: gzip 415, JSON or text 415, broken multipart 400", async () => {
    const before = await firstName();
    reached.length = 0;
    const gzipped = zlib.gzipSync(profile("Gzip"));
    expectRefused(
      await send("/dashboard/profile", { ...URLENCODED, "Content-Encoding": "gzip" }, [gzipped]),
      415,
    );
    const json = Buffer.from(JSON.stringify({ intent: "profile", firstName: "Json" }));
    expectRefused(await send("/dashboard/profile", { "Content-Type": "application/json" }, [json]), 415);
    expectRefused(await send("/auth", { "Content-Type": "application/json" }, [json]), 415);
    expectRefused(
      await send("/dashboard/profile", { "Content-Type": "text/plain" }, [Buffer.from("intent=profile")]),
      415,
    );
    expectRefused(await send("/dashboard/profile", {}, [Buffer.from("intent=profile")]), 415);
    const part = `--right\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile\r\n--right--\r\n`;
    expectRefused(
      await send("/dashboard/profile", { "Content-Type": "multipart/form-data; boundary=wrong" }, [
        Buffer.from(part),
      ]),
      400,
    );
    expectRefused(
      await send("/dashboard/profile", { "Content-Type": "multipart/form-data; boundary=right" }, [
        Buffer.from(part.slice(0, 40)),
      ]),
      400,
    );
    expect(reached).toEqual([]);
    expect(await firstName()).toBe(before);
  });

  it("in valid multipart reaches the action", async () => {
    // A boundary as long as a browser's: undici's parser fails on a one-letter boundary that also
    // occurs in the content (half of the random e-mail addresses here contain a "b").
    const boundary = "----HarborlineFormBoundary7MA4YWxkTrZu0gW";
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.from(
      `${part("intent", "profile")}${part("firstName", "Multi")}${part("lastName", "Part")}${part("email", user.email)}${part("phone", "5551234567")}--${boundary}--\r\n`,
    );
    const first = await send(
      "/dashboard/profile",
      { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      [body],
    );
    expect(first, JSON.stringify(first)).toMatchObject({ status: 200 });
    expect(await firstName()).toBe("Multi");
  });
});
