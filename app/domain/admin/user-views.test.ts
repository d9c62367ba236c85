import { describe, expect, it } from "vitest";
import { parseSubmission } from "../forms.ts";
import { userEditForm } from "../user/edit-form.ts";
import { USER_TOASTS, type UserRowSource, userRowView, usersCountText } from "./user-views.ts";
import { userExportRecord } from "./users-export.ts";

const source: UserRowSource = {
  id: "0b6c5a5e-1111-4222-8333-9abcdef01234",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@test.example",
  phone: "5551234567",
  createdAt: new Date("2026-03-14T23:59:59Z"),
  isAdmin: false,
  applicationDebt: "18250.50",
  applicationStatus: "approved",
  applicationCreatedAt: new Date("2026-04-01T10:00:00Z"),
  version: "2026-03-14 23:59:59.123456+00",
};

describe("a row of User Management", () => {
  it("shows the id's last 8 characters, the contact, the registration and the latest application", () => {
    // 11:59 PM UTC on Mar 14 is the afternoon of Mar 14 in New York.
    expect(userRowView(source, "someone-else", "America/New_York")).toEqual({
      id: source.id,
      shortId: "def01234",
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@test.example",
      phoneDigits: "5551234567",
      phone: "(555) 123-4567",
      registered: "Mar 14, 2026",
      application: { debt: "$18,250.50", date: "Apr 1, 2026", status: "Approved" },
      isAdmin: false,
      statusLabel: "User",
      isSelf: false,
      version: source.version,
    });
    // The admin's own calendar: already Mar 15 in Tokyo.
    expect(userRowView(source, "someone-else", "Asia/Tokyo").registered).toBe("Mar 15, 2026");
  });

  it("marks an admin, the viewer's own row, a missing phone and no application", () => {
    const row = userRowView(
      {
        ...source,
        isAdmin: true,
        phone: null,
        applicationDebt: null,
        applicationStatus: null,
        applicationCreatedAt: null,
      },
      source.id,
      "America/New_York",
    );
    expect(row).toMatchObject({
      statusLabel: "Admin",
      isSelf: true,
      phone: "No phone",
      phoneDigits: "",
      application: null,
    });
  });

  it("says 'N of M'", () => {
    expect(usersCountText(12, 1234)).toBe("12 of 1,234 users");
    expect(usersCountText(1, 1)).toBe("1 of 1 user");
  });

  it("has the spec's toasts word for word", () => {
    expect(USER_TOASTS.promoted("Ada Lovelace")).toBe("Ada Lovelace promoted to admin successfully");
    expect(USER_TOASTS.demoted("Ada Lovelace")).toBe("Admin privileges removed from Ada Lovelace");
    expect([
      USER_TOASTS.updated,
      USER_TOASTS.deleted,
      USER_TOASTS.failedUpdate,
      USER_TOASTS.failedDelete,
    ]).toEqual([
      "User updated successfully",
      "User deleted successfully",
      "Failed to update user",
      "Failed to delete user",
    ]);
    expect([USER_TOASTS.failedPromote, USER_TOASTS.failedDemote]).toEqual([
      "Failed to promote user to admin",
      "Failed to remove admin privileges",
    ]);
  });
});

describe("the Edit User form", () => {
  it("takes the profile's rules: trimmed names, a lower-case e-mail, ten phone digits", () => {
    const parsed = parseSubmission(userEditForm, {
      firstName: " Ada ",
      lastName: "Lovelace",
      email: " Ada@Test.Example ",
      phone: "(555) 123-4567",
    });
    expect(parsed).toMatchObject({
      ok: true,
      data: { firstName: "Ada", lastName: "Lovelace", email: "ada@test.example", phone: "5551234567" },
    });
  });

  it("refuses each field with the spec's message", () => {
    const parsed = parseSubmission(userEditForm, {
      firstName: " ",
      lastName: "",
      email: "ada@",
      phone: "555",
    });
    expect(parsed).toMatchObject({
      ok: false,
      fieldErrors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Invalid email address",
        phone: "Please enter a valid 10-digit phone number",
      },
    });
  });
});

describe("a record of the export", () => {
  it("has the spec's seven columns as text", () => {
    expect(
      userExportRecord({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@test.example",
        phone: null,
        registeredOn: "2026-03-14",
        isAdmin: true,
        applicationStatus: null,
        applicationDebt: null,
      }),
    ).toEqual(["Ada Lovelace", "ada@test.example", "", "2026-03-14", "Admin", "No application", ""]);
  });
});
