import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES as M } from "#app/domain/application/messages.ts";
import type { StepNumber } from "#app/domain/application/steps.ts";
import type { PostedWizard } from "#app/domain/application/wizard/format.ts";
import {
  serializeWizard,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
} from "#app/domain/application/wizard/format.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";
import { action } from "#app/routes/apply/apply.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { applications } from "#db/schema.ts";
import { validDraft } from "#tests/support/application-draft.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { postData } from "#tests/support/data-request.ts";
import { type ActionOutcome, outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest } from "#tests/support/test-services.ts";

// The wizard as posted pages (docs/decisions/0053): the /apply action answers each button, posted
// as a page by a browser that runs no script or by React's fetcher to /apply.data, and stores the
// review through the API's own function.

let database: Database;
let services: Services;
let ada: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  ada = await signedInUser(services);
});
afterAll(() => database.close());

function wizard(step: StepNumber, values = validDraft(), submissionId = crypto.randomUUID()): WizardState {
  return {
    step,
    values,
    errors: {},
    submissionId,
    firstAccountType: "",
    touched: true,
    askSsnOnReview: false,
  };
}

/** Posts the page of `state` with the step's own fields and the button pressed. */
function press(
  state: WizardState,
  intent: string,
  fields: Record<string, string>,
  user?: SignedInUser,
): Promise<ActionOutcome<{ posted: PostedWizard }>> {
  const request = formRequest(
    "/apply",
    { [WIZARD_STATE_FIELD]: serializeWizard(state), [WIZARD_INTENT_FIELD]: intent, ...fields },
    user ? { Cookie: user.cookie } : {},
  );
  return outcome(() => action({ request, context: contextFor(services), params: {} } as never));
}

const reviewFields = { agreeToTerms: "on", debtTotalChoice: "total" };

async function storedFor(submissionId: string) {
  return database.db
    .select({ id: applications.id, userId: applications.userId, status: applications.status })
    .from(applications)
    .where(eq(applications.submissionId, submissionId));
}

describe("the /apply action", () => {
  it("keeps a step with errors on screen with the message, and opens the next one when it passes", async () => {
    const refused = await press(wizard(1), "continue", { firstName: "", lastName: "Lovelace" });
    expect(refused.status).toBe(422);
    expect(refused.body?.posted.notice).toBe(M.stepInvalid);
    expect(refused.body?.posted.state.step).toBe(1);
    expect(refused.body?.posted.state.errors.firstName).toBeTruthy();
    expect(refused.body?.posted.state.values.lastName).toBe("Lovelace");

    const moved = await press(wizard(1), "continue", {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@test.example",
      phone: "555 123 4567",
    });
    expect(moved.status).toBe(200);
    expect(moved.body?.posted.state.step).toBe(2);
    expect(moved.body?.posted.state.values.firstName).toBe("Grace");
    expect(moved.body?.posted.notice).toBeUndefined();
  });

  it("asks a visitor who is not signed in to sign in, and stores nothing", async () => {
    const state = wizard(7);
    const answer = await press(state, "continue", reviewFields);
    expect(answer.status).toBe(401);
    expect(answer.body?.posted).toMatchObject({ needsSignIn: true, notice: M.signInRequired });
    expect(await storedFor(state.submissionId)).toEqual([]);
  });

  it("stores a signed-in applicant's review once, however often it is posted, and opens the confirmation", async () => {
    const state = wizard(7);
    const first = await press(state, "continue", reviewFields, ada);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/apply/success");
    const again = await press(state, "continue", reviewFields, ada);
    expect(again.location).toBe("/apply/success");
    const stored = await storedFor(state.submissionId);
    expect(stored).toEqual([{ id: expect.any(String), userId: ada.id, status: "pending" }]);
  });

  it("sends a review with a refused answer back to that step, and stores nothing", async () => {
    const state = wizard(7, validDraft({ monthlyIncome: "a lot" }));
    const answer = await press(state, "continue", reviewFields, ada);
    expect(answer.status).toBe(422);
    expect(answer.body?.posted.notice).toBe(M.monthlyIncomeInvalid);
    expect(answer.body?.posted.state.step).toBe(3);
    expect(await storedFor(state.submissionId)).toEqual([]);
  });

  it("refuses the review without the terms agreed, whatever the hidden field says", async () => {
    const state = wizard(7, validDraft({ agreeToTerms: true }));
    const answer = await press(state, "continue", { debtTotalChoice: "total" }, ada);
    expect(answer.status).toBe(422);
    expect(answer.body?.posted.state.errors.agreeToTerms).toBe(M.agreeToTerms);
    expect(await storedFor(state.submissionId)).toEqual([]);
  });

  it("answers React's fetcher at /apply.data the same way: the status, the message and where the focus goes", async () => {
    const form = (state: WizardState, intent: string, fields: Record<string, string>) => ({
      [WIZARD_STATE_FIELD]: serializeWizard(state),
      [WIZARD_INTENT_FIELD]: intent,
      ...fields,
    });
    const refused = await postData(services, "/apply", form(wizard(6), "continue", { address: "" }));
    expect(refused.status).toBe(422);
    expect(refused.value.data).toMatchObject({
      posted: { notice: M.stepInvalid, focus: "error", state: { step: 6, errors: { address: M.address } } },
    });

    const added = await postData(services, "/apply", form(wizard(5), "add-account", {}));
    expect(added.status).toBe(200);
    expect(added.value.data).toMatchObject({ posted: { focus: "account-1", state: { step: 5 } } });
    const posted = (added.value.data as { posted: PostedWizard }).posted;
    expect(posted.state.values.debtAccounts).toHaveLength(2);

    const visitor = await postData(services, "/apply", form(wizard(7), "continue", reviewFields));
    expect(visitor.status).toBe(401);
    expect(visitor.value.data).toMatchObject({ posted: { needsSignIn: true, notice: M.signInRequired } });

    // Stored: a redirect the browser's router follows, with the flash its confirmation toasts.
    const state = wizard(7);
    const stored = await postData(services, "/apply", form(state, "continue", reviewFields), ada);
    expect(stored.value).toMatchObject({ redirect: "/apply/success", status: 302 });
    expect(stored.headers.get("Set-Cookie")).toMatch(/^harborline_flash=/);
    expect(await storedFor(state.submissionId)).toHaveLength(1);
  });
});
