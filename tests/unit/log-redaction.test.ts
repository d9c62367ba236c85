import { describe, expect, it } from "vitest";
import { libraryLogger } from "#app/server/library-log.server.ts";
import { redactText } from "#app/server/log-redaction.server.ts";
import { createLogger } from "#app/server/logger.server.ts";

// Whatever text reaches the log (a library's message, a path, a field) loses e-mail addresses,
// tokens and query strings first: the log is read by more people than the database.

const TOKEN = "Zq8xK2mP9vL4nR7tW1yB3cD5fG6hJ0aS";
const UUID = "0f8fad5b-d9cb-469f-a165-70867728950e";

function capture(level = "debug") {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, level);
  return { log, lines, text: () => lines.map((line) => JSON.stringify(line)).join("\n") };
}

describe("redactText", () => {
  it.each([
    [
      "Sign-up attempt for existing email: Ada.Lovelace+x@test.example",
      "Sign-up attempt for existing email: [email]",
    ],
    ["to ada%40test.example", "to [email]"],
    [`/auth/reset-password?token=${TOKEN}&x=1`, "/auth/reset-password?[query]"],
    [`/auth/confirm/${TOKEN}`, "/auth/confirm/[token]"],
    [`session ${TOKEN}.c2lnbmF0dXJl`, "session [token].c2lnbmF0dXJl"],
    // A bank account or routing number typed somewhere (issue 44).
    ["routing 021000021, account 000123456789", "routing [digits], account [digits]"],
    ["account=12345678901234567 refused", "account=[digits] refused"],
  ])("%j becomes %j", (input, output) => {
    expect(redactText(input)).toBe(output);
  });

  it.each([
    [`application ${UUID} approved`],
    ["Are you sure? Yes."],
    ["retention: expired and old rows deleted"],
    ["/admin/applications/events"],
    ["INTERNAL_SERVER_ERROR"],
    ["took 1234.567891234 ms, 12345678 rows, 123456789012345678 bytes"],
    ["application 0f8fad5b-d9cb-469f-a165-123456789012 approved"],
  ])("leaves %j as it is", (input) => {
    expect(redactText(input)).toBe(input);
  });
});

describe("the logger redacts every string it writes", () => {
  it("in the message and in fields, however deep", () => {
    const { log, text, lines } = capture();
    log.info(
      { path: `/auth/confirm/${TOKEN}`, detail: { to: "ada@test.example" }, id: UUID },
      "sent to grace@test.example",
    );
    log.warn("link %s", `https://x.example/r?token=${TOKEN}`);
    expect(text()).not.toMatch(/ada@|grace@|Zq8xK2mP/);
    expect(lines[0]).toMatchObject({ path: "/auth/confirm/[token]", id: UUID, msg: "sent to [email]" });
  });
});

describe("libraryLogger (better-auth's log calls)", () => {
  it("keeps the redacted message, a summary of errors, redacted strings, and drops other arguments", () => {
    const { log, text, lines } = capture();
    const library = libraryLogger(log, "better-auth");
    library.log("info", "Sign-up attempt for existing email: ada@test.example");
    const failure = new Error('Failed query: update "users" set "email" = $1\nparams: grace@test.example', {
      cause: Object.assign(new Error("duplicate key"), { code: "23505", constraint: "users_email_key" }),
    });
    library.log(
      "error",
      "Failed to update user",
      failure,
      { email: "grace@test.example", phone: "5551234567" },
      `token ${TOKEN}`,
    );
    expect(text()).not.toMatch(/ada@|grace@|5551234567|Zq8xK2mP|Failed query|params/);
    expect(lines[0]).toMatchObject({
      source: "better-auth",
      msg: "Sign-up attempt for existing email: [email]",
    });
    expect(lines[1]).toMatchObject({
      source: "better-auth",
      level: 50,
      msg: "Failed to update user",
      err: { code: "23505", constraint: "users_email_key" },
      args: ["token [token]"],
      dropped: 1,
    });
  });

  it("passes a library's own levels through, 'success' as info", () => {
    const { log, lines } = capture("info");
    const library = libraryLogger(log, "better-auth");
    library.log("success", "done");
    library.log("debug", "not written at info");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: "done" });
  });
});
