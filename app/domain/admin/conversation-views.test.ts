import { describe, expect, it } from "vitest";
import {
  type ConversationStateSource,
  conversationActions,
  conversationPageView,
  isConversationAction,
  threadMessageView,
} from "./conversation-views.ts";

const ZONE = "America/New_York";
const MOMENT = new Date("2026-11-26T15:04:00Z");
const READER = { timeZone: ZONE, brand: "Harborline" };

/** A message of `sender` from someone named `senderName`, as the admin reads it. */
const fromSender = (sender: "customer" | "team", senderName: string | null) =>
  threadMessageView({ id: "m", sender, senderName, body: "Hi", createdAt: MOMENT, attachments: [] }, READER)
    .from;

describe("a conversation", () => {
  it("labels each sender: the customer by name, an admin as the team with a first name", () => {
    expect(fromSender("customer", "Ada Lovelace")).toBe("Ada Lovelace");
    expect(fromSender("customer", null)).toBe("Deleted customer");
    expect(fromSender("team", "Grace")).toBe("Harborline team (Grace)");
    expect(fromSender("team", null)).toBe("Harborline team");
  });

  it("keeps a message's text exactly as typed, with its files as audited download links", () => {
    const body = "<script>alert(1)</script>\n  two  spaces & <b>bold</b>";
    const view = threadMessageView(
      {
        id: "m1",
        sender: "customer",
        senderName: "Ada Lovelace",
        body,
        createdAt: MOMENT,
        attachments: [
          { documentId: "d1", fileName: "letter.pdf", mediaType: "application/pdf", sizeBytes: 2_400_000 },
        ],
      },
      READER,
    );
    expect(view.body).toBe(body);
    expect(view.attachments).toEqual([
      { href: "/admin/documents/d1", fileName: "letter.pdf", size: "2.3 MB" },
    ]);
    expect([view.from, view.sender, view.sent, view.sentIso]).toEqual([
      "Ada Lovelace",
      "customer",
      "Nov 26, 2026, 10:04 AM EST",
      "2026-11-26T15:04:00.000Z",
    ]);
  });

  it("offers the changes the state allows", () => {
    const state: ConversationStateSource = { id: "c1", version: 4, assignedAdminId: null, doneAt: null };
    const actions = (over: Partial<ConversationStateSource>, admin = "a1") =>
      conversationActions({ ...state, ...over }, admin).map((choice) => choice.label);
    expect(actions({})).toEqual(["Assign to me", "Mark as done"]);
    expect(actions({ assignedAdminId: "a1" })).toEqual(["Unassign", "Mark as done"]);
    expect(actions({ assignedAdminId: "a2" })).toEqual(["Assign to me", "Unassign", "Mark as done"]);
    expect(actions({ doneAt: MOMENT })).toEqual(["Assign to me", "Reopen"]);
  });

  it("shows the customer, the assignee and the version the forms post", () => {
    const view = conversationPageView({
      state: { id: "c1", version: 7, assignedAdminId: "a2", doneAt: null },
      customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@test.example" },
      assignee: { firstName: "Grace", lastName: "Hopper" },
      messages: [],
      admin: { id: "a1", timeZone: ZONE },
      brand: "Harborline",
    });
    expect(view).toMatchObject({
      version: "7",
      customer: "Ada Lovelace",
      email: "ada@test.example",
      status: "Open",
      assignedTo: "Grace Hopper",
    });
    const gone = conversationPageView({
      state: { id: "c1", version: 1, assignedAdminId: "a1", doneAt: MOMENT },
      customer: null,
      assignee: null,
      messages: [],
      admin: { id: "a1", timeZone: ZONE },
      brand: "Harborline",
    });
    expect([gone.customer, gone.email, gone.status, gone.assignedTo]).toEqual([
      "Deleted customer",
      null,
      "Done",
      "You",
    ]);
  });

  it("knows the conversation's actions and nothing else", () => {
    expect(["assign", "unassign", "mark-done", "reopen"].every(isConversationAction)).toBe(true);
    expect([undefined, "reply", "delete", 1].some(isConversationAction)).toBe(false);
  });
});
