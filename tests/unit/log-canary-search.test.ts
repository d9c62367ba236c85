import { describe, expect, it } from "vitest";
import { findPersonalValues, variantsOf } from "#tests/e2e/support/log-canary-search.ts";

// The e2e log canary must be able to fail: its search finds a value however it was logged.

const LOG = [
  '{"level":30,"time":1763054321123,"method":"POST","path":"/auth","status":302,"ms":12.5,"msg":"request"}',
  '{"level":40,"time":1763054321999,"source":"better-auth","msg":"Sign-up attempt for existing email: Ada.Keller@Test.example"}',
  '{"level":50,"msg":"failed","detail":"params: 5552013344,ada%40x.example"}',
  '{"level":30,"method":"GET","path":"/admin","status":200,"ms":0.12345,"msg":"request"}',
  '{"level":30,"method":"GET","path":"/x","status":200,"ms":98765.5,"msg":"request"}',
  '{"level":30,"applicationId":"0b6f3c1e-9d2a-4250-8f1e-3c5d7a9b1e2f","msg":"approved"}',
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

  it("does not find digits that are part of a decimal number or of a record id", () => {
    expect(findPersonalValues(LOG, ["12345", "98765", "4250", "9d2a"])).toEqual([]);
  });

  it("still finds a number that ends a sentence", () => {
    expect(findPersonalValues(`${LOG}\n{"msg":"zip was 60614."}`, ["60614"])).toEqual(["60614"]);
  });

  it("lists the digits of a formatted phone among its variants", () => {
    expect(variantsOf("(555) 201-3344")).toContain("5552013344");
  });
});
