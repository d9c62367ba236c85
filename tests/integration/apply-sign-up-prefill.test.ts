import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StepNumber } from "#app/domain/application/steps.ts";
import type { PostedWizard } from "#app/domain/application/wizard/format.ts";
import {
  serializeWizard,
  WIZARD_INTENT_FIELD,
  WIZARD_STATE_FIELD,
} from "#app/domain/application/wizard/format.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";
import { action as applyAction } from "#app/routes/apply/apply.tsx";
import { action as signInAction, loader as signInLoader } from "#app/routes/auth/sign-in.tsx";
import type { Services } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import { validDraft } from "#tests/support/application-draft.ts";
import { type SignedInUser, signedInUser } from "#tests/support/application-requests.ts";
import { PASSWORD } from "#tests/support/auth-actions.ts";
import { postData } from "#tests/support/data-request.ts";
import { type ActionOutcome, outcome } from "#tests/support/route-results.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { contextFor, createTestServices, formRequest, TEST_ORIGIN } from "#tests/support/test-services.ts";

// The sign-up form opened from the wizard has step 1's name, e-mail and phone (issue 43): the
// server's answer to a visitor shown the review carries them in a signed cookie of its own, the
// sign-up page's loader reads it, and an account made or an application stored forgets it. Never
// the tab's storage: a page posted without JavaScript gets it the same way.

const COOKIE = "harborline_apply_contact";

let database: Database;
let services: Services;
let ada: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  ada = await signedInUser(services);
});
afterAll(() => database.close());

const STEP_ONE = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace.hopper@test.example",
  phone: "(555) 201-3344",
};

function wizard(step: StepNumber, values = validDraft(STEP_ONE)): WizardState {
  return {
    step,
    values,
    errors: {},
    submissionId: crypto.randomUUID(),
    firstAccountType: "",
    touched: true,
    askSsnOnReview: false,
  };
}

function press(
  state: WizardState,
  intent: string,
  fields: Record<string, string> = {},
  cookie?: string,
): Promise<ActionOutcome<{ posted: PostedWizard }>> {
  const request = formRequest(
    "/apply",
    { [WIZARD_STATE_FIELD]: serializeWizard(state), [WIZARD_INTENT_FIELD]: intent, ...fields },
    cookie ? { Cookie: cookie } : {},
  );
  return outcome(() => applyAction({ request, context: contextFor(services), params: {} } as never));
}

/** The contact cookie a response sets, as a Cookie request header, or null. */
function contactCookie(headers: Headers): string | null {
  const set = headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
  return set ? (set.split(";")[0] ?? null) : null;
}

const cleared = (headers: Headers) =>
  headers.getSetCookie().some((c) => c.startsWith(`${COOKIE}=;`) && /Max-Age=0/i.test(c));

async function signUpPage(cookie: string | null, search = "?mode=sign-up") {
  const request = new Request(new URL(`/auth${search}`, TEST_ORIGIN), {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const answer = await outcome<{ applyContact: unknown }>(() =>
    signInLoader({ request, context: contextFor(services), params: {} } as never),
  );
  return answer.body?.applyContact;
}

const ADDITIONAL = {
  address: "12 Quay Street, Baltimore, MD 21202",
  state: "MD",
  dateOfBirth: "1984-06-30",
  ssnLastFour: "4321",
  debtAmount: "18,250",
};

describe("a visitor on the wizard's review", () => {
  it("takes step 1's answers, as typed, to the sign-up form the review's notice opens", async () => {
    const review = await press(wizard(6), "continue", ADDITIONAL);
    expect(review.body?.posted.state.step).toBe(7);
    const cookie = contactCookie(review.headers);
    expect(cookie).not.toBeNull();
    expect(review.headers.getSetCookie().find((c) => c.startsWith(COOKIE))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i,
    );
    expect(await signUpPage(cookie)).toEqual(STEP_ONE);
    // Kept while the sign-up page is reloaded; the sign-in form has no use for it.
    expect(await signUpPage(cookie)).toEqual(STEP_ONE);
    expect(await signUpPage(cookie, "?redirectTo=%2Fapply")).toBeNull();
  });

  it("gets it with React's fetcher too (/apply.data), and when the review is sent before signing in", async () => {
    const form = (state: WizardState, intent: string, fields: Record<string, string>) => ({
      [WIZARD_STATE_FIELD]: serializeWizard(state),
      [WIZARD_INTENT_FIELD]: intent,
      ...fields,
    });
    const fetched = await postData(services, "/apply", form(wizard(6), "continue", ADDITIONAL));
    expect(await signUpPage(contactCookie(fetched.headers))).toEqual(STEP_ONE);
    const sent = await press(wizard(7), "continue", { agreeToTerms: "on", debtTotalChoice: "total" });
    expect(sent.status).toBe(401);
    expect(await signUpPage(contactCookie(sent.headers))).toEqual(STEP_ONE);
  });

  it("gets nothing before the review, nor for step-1 answers that do not pass their check", async () => {
    const step2 = await press(wizard(1), "continue", STEP_ONE);
    expect(step2.body?.posted.state.step).toBe(2);
    expect(contactCookie(step2.headers)).toBeNull();
    // The review opened by Edit or the browser's Forward with a wrong e-mail: nothing is carried.
    const wrong = await press(wizard(5, validDraft({ ...STEP_ONE, email: "grace@" })), "edit-7");
    expect(wrong.body?.posted.state.step).toBe(7);
    expect(contactCookie(wrong.headers)).toBeNull();
  });

  it("is a signed-in applicant's business no more: nothing is set for one", async () => {
    const review = await press(wizard(6), "continue", ADDITIONAL, ada.cookie);
    expect(review.body?.posted.state.step).toBe(7);
    expect(contactCookie(review.headers)).toBeNull();
  });

  it("a cookie not signed by the server, or changed, fills nothing in", async () => {
    const review = await press(wizard(6), "continue", ADDITIONAL);
    const cookie = contactCookie(review.headers) ?? "";
    const [name, value = ""] = cookie.split("=");
    const forged = `${name}=${Buffer.from(JSON.stringify({ ...STEP_ONE, firstName: "Mallory" })).toString("base64")}`;
    expect(await signUpPage(forged)).toBeNull();
    const changed = `${name}=${value.slice(0, -4)}AAAA`;
    expect(await signUpPage(changed)).toBeNull();
  });
});

describe("the carried answers are forgotten", () => {
  it("once the account is made", async () => {
    const review = await press(wizard(6), "continue", ADDITIONAL);
    const cookie = contactCookie(review.headers) ?? "";
    const email = `grace-${crypto.randomBytes(4).toString("hex")}@test.example`;
    const request = formRequest(
      "/auth?mode=sign-up&redirectTo=%2Fapply",
      { intent: "sign-up", ...STEP_ONE, email, password: PASSWORD },
      { Cookie: cookie },
    );
    const made = await outcome(() =>
      signInAction({ request, context: contextFor(services, "198.51.100.201"), params: {} } as never),
    );
    expect(made.status).toBe(302);
    expect(cleared(made.headers)).toBe(true);
  });

  it("once the application is stored", async () => {
    const review = await press(wizard(6), "continue", ADDITIONAL);
    const cookie = `${contactCookie(review.headers)}; ${ada.cookie}`;
    const stored = await press(
      wizard(7),
      "continue",
      { agreeToTerms: "on", debtTotalChoice: "total" },
      cookie,
    );
    expect(stored.location).toBe("/apply/success");
    expect(cleared(stored.headers)).toBe(true);
    // A browser that carried none is sent no cookie to clear.
    const plain = await press(
      wizard(7),
      "continue",
      { agreeToTerms: "on", debtTotalChoice: "total" },
      ada.cookie,
    );
    expect(plain.location).toBe("/apply/success");
    expect(plain.headers.getSetCookie().some((c) => c.startsWith(COOKIE))).toBe(false);
  });
});
