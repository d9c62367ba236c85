import { describe, expect, it } from "vitest";
import { mayTake } from "../state-machine.ts";
import {
  callFieldProblems,
  callIsFuture,
  mayEditNote,
  NOTE_MESSAGES,
  NOTE_TRANSITIONS,
  noteProblem,
  noteRefusal,
} from "./notes.ts";
import { isOverdue, TASK_MESSAGES, taskFieldProblems } from "./tasks.ts";

const written = new Date("2026-12-07T15:00:00Z");
const later = (ms: number) => new Date(written.getTime() + ms);
const HOUR = 3600_000;

describe("a note's text", () => {
  it("refuses nothing written, too long, or a run of nine digits however spaced", () => {
    expect(noteProblem("   ")).toBe(NOTE_MESSAGES.empty);
    expect(noteProblem("x".repeat(5001))).toBe(NOTE_MESSAGES.tooLong);
    expect(noteProblem("x".repeat(5000))).toBeNull();
    expect(noteProblem("routing 021000021")).toBe(NOTE_MESSAGES.accountNumber);
    expect(noteProblem("card 4111 1111 1")).toBe(NOTE_MESSAGES.accountNumber);
    expect(noteProblem("acct 1234-5678-9")).toBe(NOTE_MESSAGES.accountNumber);
    expect(noteProblem("ends 6789, called 555-1234")).toBeNull();
    expect(noteProblem("12345678")).toBeNull();
  });
});

describe("the 24 hours", () => {
  it("lets a note be edited until just before 24 hours, not at 24 hours", () => {
    expect(mayEditNote({ createdAt: written }, written)).toBe(true);
    expect(mayEditNote({ createdAt: written }, later(24 * HOUR - 1))).toBe(true);
    expect(mayEditNote({ createdAt: written }, later(24 * HOUR))).toBe(false);
    expect(mayEditNote({ createdAt: written }, later(-1))).toBe(false);
  });

  it("lets only the author edit, within the window; anyone pins a note, nobody pins a call", () => {
    const note = { exists: true, kind: "note" as const, pinned: false, editable: true };
    expect(mayTake(NOTE_TRANSITIONS, note, "edit", "author")).toBe(true);
    expect(mayTake(NOTE_TRANSITIONS, note, "edit", "admin")).toBe(false);
    expect(noteRefusal(note, "edit", false, false)).toBe(NOTE_MESSAGES.notAuthor);
    expect(noteRefusal({ ...note, editable: false }, "edit", true, false)).toBe(NOTE_MESSAGES.locked);
    expect(mayTake(NOTE_TRANSITIONS, note, "pin", "admin")).toBe(true);
    expect(mayTake(NOTE_TRANSITIONS, { ...note, kind: "call" }, "pin", "author")).toBe(false);
    expect(noteRefusal({ ...note, kind: "call" }, "pin", true, false)).toBe(NOTE_MESSAGES.callsNotPinned);
  });
});

describe("a call's and a task's fields", () => {
  it("names each missing or wrong field", () => {
    expect(callFieldProblems({ direction: "", outcome: "x", day: "2026-13-01", time: "25:00" })).toEqual({
      direction: NOTE_MESSAGES.chooseDirection,
      outcome: NOTE_MESSAGES.chooseOutcome,
      day: NOTE_MESSAGES.callTime,
    });
    expect(
      callFieldProblems({ direction: "inbound", outcome: "reached", day: "2026-12-07", time: "09:15" }),
    ).toEqual({});
    expect(callIsFuture(later(5 * 60_000), written)).toBe(false);
    expect(callIsFuture(later(5 * 60_000 + 1), written)).toBe(true);
    expect(taskFieldProblems({ title: " ", details: "", dueOn: "tomorrow", assigneeId: "" })).toEqual({
      title: TASK_MESSAGES.title,
      dueOn: TASK_MESSAGES.dueOn,
      assigneeId: TASK_MESSAGES.assignee,
    });
    expect(isOverdue({ status: "open", dueOn: "2026-12-06" }, "2026-12-07")).toBe(true);
    expect(isOverdue({ status: "open", dueOn: "2026-12-07" }, "2026-12-07")).toBe(false);
    expect(isOverdue({ status: "done", dueOn: "2026-12-01" }, "2026-12-07")).toBe(false);
  });
});
