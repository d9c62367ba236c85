import { describe, expect, it } from "vitest";
import { findPersonalValues, variantsOf } from "#tests/e2e/support/log-canary-search.ts";

// The e2e log canary must be able to fail: its search finds a value however it was logged.

const LOG = [
  '{"level":30,"time":1763054321123,"method":"POST","path":"/auth","status":302,"ms":12.5,"msg":"request"}',
  '{"level":40,"time":1763054321999,"source":"better-auth","msg":"Sign-up attempt for existing email: Ada.Keller@Test.example"}',
  '{"level":50,"msg":"failed","detail":"params: 5552013344,ada%40x.example"}',
].join("\n");

describe("findPersonalValues", () => {
  it("finds a value as typed, in another case, as digits or URL-encoded", () => {
    expect(findPersonalValues(LOG, ["ada.keller@test.example", "(555) 201-3344", "ada@x.example"])).toEqual([
      "ada.keller@test.example",
      "(555) 201-3344",
      "ada@x.example",
    ]);
  });

  it("does not find digits that are part of a longer number, nor absent values", () => {
    expect(findPersonalValues(LOG, ["4321", "1999", "Marian", "Harbor-Light-42"])).toEqual([]);
  });

  it("lists the digits of a formatted phone among its variants", () => {
    expect(variantsOf("(555) 201-3344")).toContain("5552013344");
  });
});
