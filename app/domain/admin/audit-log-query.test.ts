import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../audit/actions.ts";
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_TYPE_LABELS } from "../audit/labels.ts";
import { auditLogHref, EMPTY_AUDIT_LOG_QUERY, readAuditLogQuery } from "./audit-log-query.ts";

const read = (text: string) => readAuditLogQuery(new URLSearchParams(text));
const ID = "0a0a0a0a-0000-4000-8000-00000000000a";
const MOMENT = "2026-11-20T10:11:12.123456Z";

describe("readAuditLogQuery", () => {
  it("reads no filter from an empty address and from the form's empty choices", () => {
    expect(read("")).toEqual({ ok: true, query: EMPTY_AUDIT_LOG_QUERY });
    expect(read("action=&type=&target=")).toEqual({ ok: true, query: EMPTY_AUDIT_LOG_QUERY });
  });

  it("reads every known action and target type, a target id (trimmed, a UUID lowercased) and a cursor", () => {
    for (const action of AUDIT_ACTIONS) expect(read(`action=${action}`)).toMatchObject({ query: { action } });
    for (const type of AUDIT_TARGET_TYPES)
      expect(read(`type=${type}`)).toMatchObject({ query: { targetType: type } });
    expect(read(`target=%20${ID.toUpperCase()}%20`)).toMatchObject({ query: { targetId: ID } });
    expect(read("target=site")).toMatchObject({ query: { targetId: "site" } });
    expect(read(`before=${MOMENT}_${ID}`)).toMatchObject({
      query: { cursor: { direction: "older", createdAt: MOMENT, id: ID } },
    });
    expect(read(`after=${MOMENT}_${ID}`)).toMatchObject({
      query: { cursor: { direction: "newer", createdAt: MOMENT, id: ID } },
    });
  });

  it("refuses what the log does not know rather than showing everything", () => {
    expect(read("action=application_deleted")).toEqual({ ok: false, problems: ["action"] });
    expect(read("action=APPLICATION_APPROVED")).toEqual({ ok: false, problems: ["action"] });
    expect(read("type=applications")).toEqual({ ok: false, problems: ["type"] });
    expect(read("target=two%20words")).toEqual({ ok: false, problems: ["target"] });
    expect(read(`target=${"x".repeat(101)}`)).toEqual({ ok: false, problems: ["target"] });
    expect(read(`target=${"x".repeat(100)}`)).toMatchObject({ ok: true });
    expect(read("action=nope&type=nope")).toEqual({ ok: false, problems: ["action", "type"] });
  });

  it("refuses a malformed page, a moment that does not exist, and both directions at once", () => {
    for (const cursor of [
      "before=yesterday",
      `before=${MOMENT}`,
      `before=${MOMENT}_not-an-id`,
      `before=2026-11-20T10:11:12.123Z_${ID}`,
      `before=2026-02-30T10:11:12.123456Z_${ID}`,
      `before=2026-13-01T10:11:12.123456Z_${ID}`,
      `before=${MOMENT}_${ID}_${ID}`,
      `before=${MOMENT}_${ID}&after=${MOMENT}_${ID}`,
    ]) {
      expect(read(cursor), cursor).toEqual({ ok: false, problems: ["page"] });
    }
  });
});

describe("auditLogHref", () => {
  it("leaves the defaults out and reads back as the same query", () => {
    expect(auditLogHref(EMPTY_AUDIT_LOG_QUERY)).toBe("/admin/audit-log");
    const query = {
      action: "user_promoted" as const,
      targetType: "user" as const,
      targetId: ID,
      cursor: { direction: "older" as const, createdAt: MOMENT, id: ID },
    };
    const href = auditLogHref(query);
    expect(href).toBe(
      `/admin/audit-log?action=user_promoted&type=user&target=${ID}&before=${encodeURIComponent(`${MOMENT}_${ID}`)}`,
    );
    expect(readAuditLogQuery(new URL(href, "http://x").searchParams)).toEqual({ ok: true, query });
  });
});

describe("labels", () => {
  it("give every action and target type a readable label of its own", () => {
    const actions = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]);
    expect(new Set(actions).size).toBe(AUDIT_ACTIONS.length);
    for (const label of actions) expect(label).toMatch(/^[A-Z][a-z-]*( [a-z-]+)*$/);
    const types = AUDIT_TARGET_TYPES.map((type) => AUDIT_TARGET_TYPE_LABELS[type]);
    expect(new Set(types).size).toBe(AUDIT_TARGET_TYPES.length);
  });
});
