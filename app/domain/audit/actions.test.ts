import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "./actions.ts";

describe("the audit log's enumerations", () => {
  it("name each action once, in snake_case past tense like the spec's user_updated", () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z]+(_[a-z]+)*_(?:[a-z]+ed|set)$/);
    expect(AUDIT_ACTIONS).toContain("user_updated");
    expect(AUDIT_ACTIONS).toContain("user_deleted");
  });

  it("name each target type once, in snake_case", () => {
    expect(new Set(AUDIT_TARGET_TYPES).size).toBe(AUDIT_TARGET_TYPES.length);
    for (const type of AUDIT_TARGET_TYPES) expect(type).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
