import { describe, expect, it } from "vitest";
import { PREPARED_MARK, StatementNames } from "./pg-named-statements.server.ts";

// Which statements are prepared under a name on PostgreSQL (issue 19): only those that ask, from
// their second run, under a name made from their text; never more than the limit.

describe("StatementNames", () => {
  const fingerprint = `${PREPARED_MARK}select md5(string_agg(part, ',')) from (select $1::text as part) parts`;

  it("names a statement that asks, from its second run, always the same name for the same text", () => {
    const names = new StatementNames();
    expect(names.nameFor(fingerprint)).toBeUndefined();
    const name = names.nameFor(fingerprint);
    expect(name).toMatch(/^hl_[0-9a-f]{32}$/);
    expect(names.nameFor(fingerprint)).toBe(name);
    expect(new StatementNames().nameFor(fingerprint)).toBeUndefined();
  });

  it("leaves every other statement unnamed, however often it runs (a generic plan may not suit it)", () => {
    const names = new StatementNames();
    const list = "select * from applications where status = $1 order by created_at desc limit 20";
    for (let run = 0; run < 10; run += 1) expect(names.nameFor(list)).toBeUndefined();
  });

  it("gives different texts different names, and stops naming new texts at 500", () => {
    const names = new StatementNames();
    const given = new Set<string>();
    for (let index = 0; index < 520; index += 1) {
      const text = `${PREPARED_MARK}select ${index} as part`;
      names.nameFor(text);
      const name = names.nameFor(text);
      if (index < 500) {
        expect(name).toBeDefined();
        given.add(name as string);
      } else expect(name).toBeUndefined();
    }
    expect(given.size).toBe(500);
  });
});
