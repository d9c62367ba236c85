import { describe, expect, it } from "vitest";
import { ACTION_LABELS, LIFECYCLE_ACTIONS } from "../application/lifecycle.ts";
import { actionConfirmation } from "./application-confirmations.ts";

const subject = { name: "Ada Lovelace", number: "1a2b3c4d" };

describe("the confirmations of the admin's decisions (issue 21)", () => {
  it("confirm a positive decision with the primary look and a decline with the danger look", () => {
    const looks = Object.fromEntries(
      LIFECYCLE_ACTIONS.filter((action) => action !== "cancel").map((action) => [
        action,
        actionConfirmation(action, subject).confirmVariant,
      ]),
    );
    expect(looks).toEqual({
      approve: "primary",
      decline: "danger",
      "approve-enrollment": "primary",
      "decline-enrollment": "danger",
      "approve-negotiations": "primary",
      "decline-negotiations": "danger",
      complete: "primary",
    });
  });

  it("name the application, say what follows, and confirm with the spec's label", () => {
    for (const action of LIFECYCLE_ACTIONS) {
      const confirmation = actionConfirmation(action, subject);
      expect(confirmation.title).toContain("#1a2b3c4d");
      expect(confirmation.description).toContain("cannot be undone");
      expect(confirmation.confirmLabel).toBe(`Yes, ${ACTION_LABELS[action]}`);
    }
    expect(actionConfirmation("approve", subject).description).toContain("Ada Lovelace will be e-mailed");
    expect(actionConfirmation("decline", subject).description).toContain("with the reason and the note");
  });
});
