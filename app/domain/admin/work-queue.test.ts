import { describe, expect, it } from "vitest";
import {
  countFigure,
  countText,
  daysBetween,
  expiresText,
  isExpiringSoon,
  paymentsHorizon,
  returnedSince,
  unsignedBefore,
  WORK_QUEUE_SECTIONS,
  type WorkQueueCounts,
  workQueueCountViews,
} from "./work-queue.ts";
import { dueText, openApplicationHref } from "./work-queue-views.ts";

// The Work Queue's days and words (issue 24): which offers are highlighted, which payments are
// weighed, which returned deposits and unsigned agreements are listed, and the counts as shown.

describe("the days each section looks at", () => {
  it("highlights an offer expiring today or within the 3 days after", () => {
    expect(isExpiringSoon("2027-01-20", "2027-01-20")).toBe(true);
    expect(isExpiringSoon("2027-01-23", "2027-01-20")).toBe(true);
    expect(isExpiringSoon("2027-01-24", "2027-01-20")).toBe(false);
    expect(isExpiringSoon("2027-01-19", "2027-01-20")).toBe(false);
  });

  it("weighs payments due within 7 days, lists returns of 30 days and agreements unsigned 7 days", () => {
    expect(paymentsHorizon("2027-12-28")).toBe("2028-01-04");
    expect(returnedSince("2027-03-01")).toBe("2027-01-30");
    // Plans made before Jan 21 began (Jan 20 and earlier) are listed on Jan 27.
    expect(unsignedBefore("2027-01-27")).toBe("2027-01-21");
  });

  it("counts whole calendar days across months and years", () => {
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysBetween("2027-03-01", "2027-02-27")).toBe(-2);
  });
});

describe("the words", () => {
  it("says when an offer expires and when a payment is due", () => {
    expect(expiresText("2027-01-20", "2027-01-20")).toBe("Expires today");
    expect(expiresText("2027-01-21", "2027-01-20")).toBe("Expires tomorrow");
    expect(expiresText("2027-01-25", "2027-01-20")).toBe("Expires in 5 days");
    expect(dueText("2027-01-18", "2027-01-20")).toBe("2 days past due");
    expect(dueText("2027-01-19", "2027-01-20")).toBe("1 day past due");
    expect(dueText("2027-01-20", "2027-01-20")).toBe("Due today");
    expect(dueText("2027-01-27", "2027-01-20")).toBe("Due in 7 days");
  });

  it("counts a section, and says when the list stops before the end", () => {
    expect(countText("legal-notices", 1)).toBe("1 legal notice");
    expect(countText("offers-awaiting", 3)).toBe("3 offers");
    expect(countText("refunds-due", 312, 50)).toBe("50 shown of 312 refunds");
  });

  it("opens an application in Applications Management by its id", () => {
    const id = "11111111-2222-4333-8444-555555555555";
    expect(openApplicationHref(id)).toBe(`/admin/applications?q=${id}&open=${id}`);
  });
});

describe("the dashboard's counts", () => {
  it("lists every section in the page's order, each linking to its anchor, with what cannot wait", () => {
    const counts: WorkQueueCounts = {
      sections: {
        "offers-awaiting": 12,
        "offers-unconfirmed": 0,
        "payments-short": 2,
        "returned-deposits": 0,
        "refunds-due": 4,
        "legal-notices": 1,
        "unsigned-agreements": 1_250,
        "my-tasks": 3,
        "deposits-at-risk": 2,
        "ready-to-negotiate": 7,
        "graduates-to-close": 0,
        "inactive-customers": 5,
      },
      offersExpiringSoon: 1,
      refundsOverdue: 3,
      tasksOverdue: 1,
    };
    const lines = workQueueCountViews(counts);
    expect(lines.map((line) => line.section)).toEqual([...WORK_QUEUE_SECTIONS]);
    expect(lines.find((line) => line.section === "offers-awaiting")).toEqual({
      section: "offers-awaiting",
      title: "Offers awaiting the customer",
      total: 12,
      count: "12",
      href: "/admin/work-queue#offers-awaiting",
      note: "1 expires within 3 days",
    });
    // Most urgent first (issue 45): legal notices, my tasks, deposits at risk, offers awaiting …
    expect(lines.map((line) => [line.section, line.note])).toEqual([
      ["legal-notices", null],
      ["my-tasks", "1 overdue"],
      ["deposits-at-risk", null],
      ["offers-awaiting", "1 expires within 3 days"],
      ["payments-short", null],
      ["ready-to-negotiate", null],
      ["offers-unconfirmed", null],
      ["refunds-due", "3 overdue"],
      ["graduates-to-close", null],
      ["inactive-customers", null],
      ["unsigned-agreements", null],
      ["returned-deposits", null],
    ]);
    expect(lines.find((line) => line.section === "unsigned-agreements")?.count).toBe("1,000+");
    expect(
      workQueueCountViews({ ...counts, offersExpiringSoon: 2 }).find(
        (line) => line.section === "offers-awaiting",
      )?.note,
    ).toBe("2 expire within 3 days");
  });
});

describe("the Work Queue's counts", () => {
  it("stop at the cap and say so", () => {
    expect(countFigure(999)).toBe("999");
    expect(countFigure(1000)).toBe("1,000+");
    expect(countText("offers-awaiting", 1000, 50)).toMatch(/^50 shown of 1,000\+ /);
  });
});
