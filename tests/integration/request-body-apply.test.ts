import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationDraft } from "#app/domain/application/draft.ts";
import {
  serializeWizard,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
} from "#app/domain/application/wizard/format.ts";
import { largestDraft } from "#tests/support/application-draft.ts";
import {
  type BodyServer,
  expectRefused,
  form,
  split,
  startBodyServer,
  URLENCODED,
} from "#tests/support/body-server.ts";
import { APPLY_PAGE_BODY_LIMIT, FORM_BODY_LIMIT } from "../../server/body-rules.ts";

// The application posted as pages (docs/decisions/0053) or by React's fetcher, behind the body
// limits: the largest legitimate page, step 5 with every account at its longest, reaches the
// action; more is 413.

let reached: string[];
let send: BodyServer["send"];
let close: BodyServer["close"];

beforeAll(async () => {
  ({ reached, send, close } = await startBodyServer());
});
afterAll(() => close());

/** Step 5 as the browser posts it: the hidden field, and every account's fields beside it. */
function stepFivePage(values: ApplicationDraft, intent: string): Buffer {
  const fields: Record<string, string> = {
    [WIZARD_STATE_FIELD]: serializeWizard({
      step: 5,
      values,
      errors: {},
      submissionId: crypto.randomUUID(),
      firstAccountType: "",
      touched: true,
      askSsnOnReview: false,
    }),
    [WIZARD_INTENT_FIELD]: intent,
  };
  values.debtAccounts.forEach((account, index) => {
    for (const [key, value] of Object.entries(account)) {
      if (value !== false) fields[`debtAccounts.${index}.${key}`] = value === true ? "on" : value;
    }
  });
  return form(fields);
}

// Posted as a page without JavaScript, or by React's fetcher to the route's data address.
describe.each(["/apply", "/apply.data"])("the /apply page posted to %s", (path) => {
  it("takes the largest legitimate step, URL-encoded and chunked, past the other forms' limit", async () => {
    const body = stepFivePage(largestDraft(), "continue");
    expect(body.length).toBeGreaterThan(FORM_BODY_LIMIT);
    expect(body.length).toBeLessThan(APPLY_PAGE_BODY_LIMIT);
    reached.length = 0;
    const answer = await send(path, URLENCODED, split(body));
    expect(answer).toMatchObject({ status: 200 });
    expect(reached).toEqual([path]);
    // The step passed and the next one opened, every account read.
    const posted = JSON.parse("body" in answer ? answer.body : "null").posted;
    expect(posted.state.step).toBe(6);
    expect(posted.state.values.debtAccounts).toHaveLength(50);
  });

  it("refuses a larger body with 413 before the action reads it", async () => {
    const big = Buffer.concat([
      stepFivePage(largestDraft(), "continue"),
      Buffer.from(`&padding=${"x".repeat(APPLY_PAGE_BODY_LIMIT)}`),
    ]);
    reached.length = 0;
    expectRefused(await send(path, URLENCODED, split(big)), 413);
    expect(reached).toEqual([]);
  });
});
