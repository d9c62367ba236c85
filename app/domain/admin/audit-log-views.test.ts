import { describe, expect, it } from "vitest";
import { applicationHref, auditChanges, auditLogRowView, formatAuditMoment } from "./audit-log-views.ts";

const ID = "0a0a0a0a-0000-4000-8000-00000000000a";

describe("formatAuditMoment", () => {
  it("writes the date and time in en-US words, in the admin's zone, named", () => {
    expect(formatAuditMoment(new Date("2026-11-20T22:05:09.123Z"), "UTC")).toBe(
      "Nov 20, 2026, 10:05:09 PM UTC",
    );
    expect(formatAuditMoment(new Date("2026-01-02T00:00:00Z"), "America/New_York")).toBe(
      "Jan 1, 2026, 7:00:00 PM EST",
    );
    expect(formatAuditMoment(new Date("2026-11-27T02:35:00Z"), "America/Phoenix")).toBe(
      "Nov 26, 2026, 7:35:00 PM MST",
    );
  });
});

describe("auditChanges", () => {
  it("lists the fields whose value changed, alphabetically, as JSON text", () => {
    expect(
      auditChanges(
        { status: "pending", completionPercentage: 25, isComplete: false, note: null },
        { status: "approved", completionPercentage: 50, isComplete: false, note: "<b>hi</b>" },
      ),
    ).toEqual([
      { field: "completionPercentage", before: "25", after: "50" },
      { field: "note", before: "null", after: '"<b>hi</b>"' },
      { field: "status", before: '"pending"', after: '"approved"' },
    ]);
  });

  it("shows every field of a creation or a deletion, the absent side as null", () => {
    expect(auditChanges(null, { last4: "4242" })).toEqual([
      { field: "last4", before: null, after: '"4242"' },
    ]);
    expect(auditChanges({ creditor: "Harbor", balance: "10.00" }, null)).toEqual([
      { field: "balance", before: '"10.00"', after: null },
      { field: "creditor", before: '"Harbor"', after: null },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1, b: 2 })).toEqual([{ field: "b", before: null, after: "2" }]);
  });

  it("compares nested values whole and handles values that are not objects", () => {
    expect(auditChanges({ tags: [1, 2] }, { tags: [1, 2] })).toEqual([]);
    expect(auditChanges({ tags: [1, 2] }, { tags: [2, 1] })).toEqual([
      { field: "tags", before: "[1,2]", after: "[2,1]" },
    ]);
    expect(auditChanges("on", "off")).toEqual([{ field: "value", before: '"on"', after: '"off"' }]);
    expect(auditChanges([1], { a: 1 })).toEqual([{ field: "value", before: "[1]", after: '{"a":1}' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe("auditLogRowView", () => {
  const source = {
    id: "e1",
    actorEmail: "admin@test.example",
    action: "application_approved" as const,
    targetType: "application" as const,
    targetId: ID,
    before: { status: "pending" },
    after: { status: "approved" },
    createdAt: new Date("2026-11-20T10:11:12Z"),
  };

  it("shows the entry with its labels, the id's last 8 characters and a link to the application", () => {
    expect(auditLogRowView(source, "America/New_York")).toEqual({
      id: "e1",
      when: "Nov 20, 2026, 5:11:12 AM EST",
      whenIso: "2026-11-20T10:11:12.000Z",
      actor: "admin@test.example",
      action: "application_approved",
      actionLabel: "Application approved",
      targetType: "application",
      targetLabel: "Application",
      targetId: ID,
      targetShort: "…0000000a",
      targetHref: `/admin/applications?q=${ID}&open=${ID}`,
      changes: [{ field: "status", before: '"pending"', after: '"approved"' }],
    });
    expect(applicationHref(ID)).toBe(`/admin/applications?q=${ID}&open=${ID}`);
  });

  it("links only applications, and shows a short or missing target id as it is", () => {
    const user = auditLogRowView({ ...source, action: "user_promoted", targetType: "user" }, "UTC");
    expect(user).toMatchObject({ targetLabel: "User", targetHref: null, targetShort: "…0000000a" });
    const settings = auditLogRowView(
      { ...source, action: "settings_updated", targetType: "settings", targetId: null },
      "UTC",
    );
    expect(settings).toMatchObject({ targetId: null, targetShort: null, targetHref: null });
    expect(auditLogRowView({ ...source, targetType: "settings", targetId: "site" }, "UTC").targetShort).toBe(
      "site",
    );
  });
});
