import { describe, expect, it } from "vitest";
import { INBOX_PAGE_SIZE } from "../messages/rules.ts";
import {
  ADMIN_MESSAGES,
  INBOX_FILTER_CHOICES,
  inboxHref,
  inboxPageCount,
  inboxRowView,
  messagesLinkLabel,
  readInboxQuery,
  unreadConversationsText,
} from "./messages-views.ts";

const read = (query: string) => readInboxQuery(new URLSearchParams(query));
const ZONE = "America/New_York";
const MOMENT = new Date("2026-11-26T15:04:00Z");

describe("the inbox's address", () => {
  it("reads the filter, the search and the page, falling back to every conversation's first page", () => {
    expect(read("")).toEqual({ filter: "all", search: "", page: 1 });
    expect(read("filter=unread&q=%20Ada%20%20L%20&page=3")).toEqual({
      filter: "unread",
      search: "Ada L",
      page: 3,
    });
    expect(read("filter=mine").filter).toBe("mine");
    for (const bad of ["filter=everything", "filter=", "filter=ALL"])
      expect(read(bad).filter, bad).toBe("all");
    for (const bad of ["page=0", "page=-1", "page=1.5", "page=x"]) expect(read(bad).page, bad).toBe(1);
    expect(read(`q=${"a".repeat(150)}`).search).toHaveLength(100);
  });

  it("writes the plain inbox without a query, and keeps only what differs from the defaults", () => {
    expect(inboxHref({ filter: "all", search: "", page: 1 })).toBe("/admin/messages");
    expect(inboxHref({ filter: "mine", search: "ada@x", page: 2 })).toBe(
      "/admin/messages?filter=mine&q=ada%40x&page=2",
    );
  });

  it("offers the filters in their order and words, and counts at least one page", () => {
    expect(INBOX_FILTER_CHOICES.map((choice) => choice.label)).toEqual(["Unread", "Assigned to me", "All"]);
    expect(inboxPageCount(0)).toBe(1);
    expect(inboxPageCount(INBOX_PAGE_SIZE + 1)).toBe(2);
  });

  it("says how many conversations are unread, for the heading and the sidebar link", () => {
    expect(unreadConversationsText(0)).toBe("");
    expect(unreadConversationsText(1)).toBe("1 unread conversation");
    expect(unreadConversationsText(1200)).toBe("1,200 unread conversations");
    expect(messagesLinkLabel(0)).toBe("Messages");
    expect(messagesLinkLabel(3)).toBe("Messages, 3 unread");
  });
});

describe("the inbox's rows", () => {
  const row = {
    id: "c1",
    customerName: "Ada Lovelace",
    customerEmail: "ada@test.example",
    lastMessageAt: MOMENT,
    teamUnread: 2,
    assignedTo: "Grace Hopper",
    assignedToMe: false,
    done: false,
  };

  it("shows the customer, the last message in the admin's zone, the assignee and the status", () => {
    expect(inboxRowView(row, ZONE)).toEqual({
      id: "c1",
      href: "/admin/messages/c1",
      customer: "Ada Lovelace",
      email: "ada@test.example",
      lastMessage: "Nov 26, 2026, 10:04 AM EST",
      lastMessageIso: "2026-11-26T15:04:00.000Z",
      unread: 2,
      assignedTo: "Grace Hopper",
      status: "Open",
      openLabel: "Open conversation with Ada Lovelace",
    });
  });

  it("names a deleted customer, the admin's own conversations and the done ones", () => {
    const view = inboxRowView(
      { ...row, customerName: null, customerEmail: null, assignedToMe: true, done: true },
      "UTC",
    );
    expect([view.customer, view.email, view.assignedTo, view.status, view.openLabel]).toEqual([
      "Deleted customer",
      null,
      "You",
      "Done",
      "Open conversation with Deleted customer",
    ]);
    expect(inboxRowView({ ...row, assignedTo: null }, ZONE).assignedTo).toBe(ADMIN_MESSAGES.notAssigned);
  });
});
