import { describe, expect, it } from "vitest";
import { createLogger, errorSummary, serializeError } from "#app/server/logger.server.ts";

// What the logs keep of a database error: never its message or detail (personal data).

function driverError() {
  return Object.assign(new Error('new row for relation "applications" violates check constraint'), {
    name: "error",
    code: "23514",
    constraint: "applications_phone_digits",
    table: "applications",
    detail: "Failing row contains (Ada, Lovelace, ada@test.example, 0042).",
  });
}

describe("errorSummary", () => {
  it("keeps the class, SQLSTATE code, constraint and table of a wrapped driver error", () => {
    const wrapped = new Error("Failed query: insert into applications ...\nparams: Ada,Lovelace,0042", {
      cause: driverError(),
    });
    expect(errorSummary(wrapped)).toEqual({
      name: "Error",
      code: "23514",
      constraint: "applications_phone_digits",
      table: "applications",
    });
  });

  it("never carries the message, the detail or the parameters", () => {
    const summary = JSON.stringify(errorSummary(new Error("params: Ada,0042", { cause: driverError() })));
    for (const personal of ["Ada", "Lovelace", "0042", "ada@test.example", "Failing row", "params"]) {
      expect(summary).not.toContain(personal);
    }
  });

  it("keeps the outermost value when several errors in the chain have one", () => {
    const inner = Object.assign(new Error("inner"), { code: "57P01" });
    const outer = Object.assign(new TypeError("outer", { cause: inner }), { code: "OUTER" });
    expect(errorSummary(outer)).toEqual({ name: "TypeError", code: "OUTER" });
  });

  it("ignores non-string codes and stops after five causes", () => {
    let error: Error = Object.assign(new Error("deepest"), { code: "DEEP" });
    for (let i = 0; i < 5; i++) error = new Error(`level ${i}`, { cause: error });
    expect(errorSummary(error)).toEqual({ name: "Error" });
    expect(errorSummary(Object.assign(new Error("x"), { code: 42 }))).toEqual({ name: "Error" });
  });

  it.each([undefined, null, "a string with Ada's name", { message: "plain object" }])(
    "summarises %j (not an Error) as nothing",
    (value) => {
      expect(errorSummary(value)).toEqual({});
    },
  );
});

describe("the logger", () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger(
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      "info",
    );
    return { log, lines };
  }

  it("strips an error logged raw, under `err` or `error`, to its summary and frames", () => {
    const { log, lines } = capture();
    const failure = new Error("params: Ada,Lovelace,0042", { cause: driverError() });
    log.error({ err: failure, applicationId: "a1" }, "storing failed");
    log.warn({ error: failure }, "again");
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const text = JSON.stringify(line);
      for (const personal of ["Ada", "Lovelace", "0042", "ada@test.example", "Failing row", "params"]) {
        expect(text).not.toContain(personal);
      }
    }
    const err = lines[0]?.err as Record<string, string>;
    expect(err).toMatchObject({ name: "Error", code: "23514", constraint: "applications_phone_digits" });
    expect(err.stack).toMatch(/^\s+at /);
    expect(lines[0]?.applicationId).toBe("a1");
  });

  it("redacts passwords, e-mail addresses, tokens and cookies passed by name", () => {
    const { log, lines } = capture();
    log.info({ password: "Harbor-Light-42", email: "ada@test.example", headers: { cookie: "s=1" } }, "x");
    expect(JSON.stringify(lines[0])).not.toMatch(/Harbor-Light|ada@test|s=1/);
  });

  it("passes a summary already made through unchanged, so logFailure's summary is kept whole", () => {
    const { log, lines } = capture();
    const summary = serializeError(new Error("Ada", { cause: driverError() }));
    expect(serializeError(summary)).toBe(summary);
    log.error({ err: summary }, "summarised first");
    expect(lines[0]?.err).toMatchObject({ code: "23514", constraint: "applications_phone_digits" });
    expect(JSON.stringify(lines[0])).not.toContain("Ada");
  });
});
