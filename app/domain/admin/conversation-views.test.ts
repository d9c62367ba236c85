import { describe, expect, it } from "vitest";
import {
  type ConversationStateSource,
  conversationActions,
  conversationPageView,
  isConversationAction,
  senderLabel,
  threadMessageView,
} from "./conversation-views.ts";

const ZONE = "America/New_York";
const MOMENT = new Date("2026-11-26T15:04:00Z");

describe("a conversation", () => {
  it("labels each sender: the customer by name, an admin as the team with a first name", () => {
    expect(senderLabel("customer", "Ada Lovelace")).toBe("Ada Lovelace");
    expect(senderLabel("customer", null)).toBe("Deleted customer");
    expect(senderLabel("team", "Grace")).toBe("Harborline team (Grace)");
    expect(senderLabel("team", null)).toBe("Harborline team");
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
      ZONE,
    );
    expect(view.body).toBe(body);
    expect(view.attachments).toEqual([
      { documentId: "d1", href: "/admin/documents/d1", fileName: "letter.pdf", size: "2.3 MB" },
    ]);
    expect([view.sender, view.fromTeam, view.time]).toEqual([
      "Ada Lovelace",
      false,
      "Nov 26, 2026, 10:04 AM EST",
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
