import { describe, expect, it } from "vitest";
import { actionsFor, anyoneMayTake, mayTake, type TransitionTable } from "./state-machine.ts";

type State = { status: "open" | "approved" | "declined" | "expired" };
type Action = "approve" | "decline" | "withdraw" | "expire";
type Actor = "customer" | "admin" | "clock";

// A creditor's offer, as the next issues will have it: a small table to prove the rules.
const TABLE: TransitionTable<State, Action, Actor> = {
  approve: { actor: "customer", allowed: (s) => s.status === "open" },
  decline: { actor: "customer", allowed: (s) => s.status === "open" },
  withdraw: { actor: ["admin", "customer"], allowed: (s) => s.status === "open" || s.status === "approved" },
  expire: { actor: "clock", allowed: (s) => s.status === "open" },
};
const ORDER = ["approve", "decline", "withdraw", "expire"] as const;

describe("mayTake", () => {
  it("allows an action only to its actor and from its states", () => {
    expect(mayTake(TABLE, { status: "open" }, "approve", "customer")).toBe(true);
    expect(mayTake(TABLE, { status: "open" }, "approve", "admin")).toBe(false);
    expect(mayTake(TABLE, { status: "approved" }, "approve", "customer")).toBe(false);
    expect(mayTake(TABLE, { status: "approved" }, "withdraw", "admin")).toBe(true);
    expect(mayTake(TABLE, { status: "approved" }, "withdraw", "customer")).toBe(true);
    expect(mayTake(TABLE, { status: "declined" }, "withdraw", "admin")).toBe(false);
  });
});

describe("anyoneMayTake", () => {
  it("looks at the state alone", () => {
    expect(anyoneMayTake(TABLE, { status: "open" }, "expire")).toBe(true);
    expect(anyoneMayTake(TABLE, { status: "expired" }, "expire")).toBe(false);
  });
});

describe("actionsFor", () => {
  it("lists what an actor may do now, in the given order", () => {
    expect(actionsFor(TABLE, ORDER, { status: "open" }, "customer")).toEqual([
      "approve",
      "decline",
      "withdraw",
    ]);
    expect(actionsFor(TABLE, ORDER, { status: "open" }, "clock")).toEqual(["expire"]);
    expect(actionsFor(TABLE, ORDER, { status: "expired" }, "admin")).toEqual([]);
  });
});
