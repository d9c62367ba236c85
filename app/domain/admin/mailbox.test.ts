import { describe, expect, it } from "vitest";
import {
  emailKindLabel,
  emailStatusLabel,
  formatDateTime,
  MAILBOX_PAGE_SIZE,
  mailboxHref,
  mailboxPageCount,
  mailboxRowView,
  readMailboxPage,
} from "./mailbox.ts";

const read = (query: string) => readMailboxPage(new URLSearchParams(query));

describe("the mailbox's address", () => {
  it("reads the page, falling back to the first for anything but a page number", () => {
    expect(read("")).toBe(1);
    expect(read("page=3")).toBe(3);
    for (const bad of ["page=0", "page=-2", "page=1.5", "page=x", "page=1e400", "page=9007199254740993"]) {
      expect(read(bad), bad).toBe(1);
    }
  });

  it("writes the first page without a query", () => {
    expect(mailboxHref(1)).toBe("/admin/mailbox");
    expect(mailboxHref(2)).toBe("/admin/mailbox?page=2");
  });

  it("counts at least one page", () => {
    expect(mailboxPageCount(0)).toBe(1);
    expect(mailboxPageCount(MAILBOX_PAGE_SIZE)).toBe(1);
    expect(mailboxPageCount(MAILBOX_PAGE_SIZE + 1)).toBe(2);
  });
});

describe("labels", () => {
  it("names each kind, and shows a kind it does not know as stored", () => {
    expect(emailKindLabel("verification")).toBe("Address confirmation");
    expect(emailKindLabel("approval")).toBe("Application approved");
    expect(emailKindLabel("password-changed")).toBe("Password changed notice");
    expect(emailKindLabel("some-future-kind")).toBe("some-future-kind");
  });

  it("says a sent message was only kept when there is no SMTP server", () => {
    expect(emailStatusLabel("sent", "local")).toBe("Kept (not sent)");
    expect(emailStatusLabel("sent", "smtp")).toBe("Sent");
    expect(emailStatusLabel("pending", "smtp")).toBe("Waiting to be sent");
    expect(emailStatusLabel("failed", "smtp")).toBe("Failed");
  });

  it("shows moments to the second in the admin's zone, named", () => {
    expect(formatDateTime(new Date("2026-11-25T09:05:07.900Z"), "UTC")).toBe("Nov 25, 2026, 9:05:07 AM UTC");
    expect(formatDateTime(new Date("2026-01-01T00:00:00Z"), "America/New_York")).toBe(
      "Dec 31, 2025, 7:00:00 PM EST",
    );
    expect(formatDateTime(new Date("2026-11-27T02:35:00Z"), "America/Phoenix")).toBe(
      "Nov 26, 2026, 7:35:00 PM MST",
    );
  });
});

describe("mailboxRowView", () => {
  it("shapes a row for the table", () => {
    const row = {
      id: "id-1",
      kind: "verification",
      toAddress: "ada@test.example",
      subject: "Confirm",
      status: "failed" as const,
      attempts: 8,
      lastError: "connect ECONNREFUSED",
      createdAt: new Date("2026-11-25T09:05:07Z"),
      sentAt: null,
    };
    expect(mailboxRowView(row, "smtp", "America/New_York")).toEqual({
      id: "id-1",
      to: "ada@test.example",
      subject: "Confirm",
      kind: "Address confirmation",
      status: "failed",
      statusLabel: "Failed",
      attempts: 8,
      lastError: "connect ECONNREFUSED",
      created: "Nov 25, 2026, 4:05:07 AM EST",
      sent: null,
    });
  });
});
