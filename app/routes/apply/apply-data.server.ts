import type { RouterContextProvider } from "react-router";
import { emptyDraft } from "#app/domain/application/draft.ts";
import { findApplyCategory } from "#app/domain/application/options.ts";
import { debtFromQuery, profileFields } from "#app/domain/application/prefill.ts";
import type { WizardState } from "#app/domain/application/wizard/state.ts";
import { getServices } from "#app/server/context.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import { logFailure } from "#app/server/logger.server.ts";
import { findProfile } from "#app/server/models/user/profile.server.ts";

// A fresh wizard run (/apply). `?debt=` fills the debt range and amount (a range id, or an
// amount to the cent from the calculator); `?category=` preselects the first debt account's type
// (decisions.md); a signed-in applicant finds their own name, e-mail and phone on step 1
// (issue 21), read from their profile, the phone decrypted for this page only. Unknown values
// are ignored; everything stays editable, and a draft kept in the tab wins over all of it.

/** A new wizard run from the address alone: a fresh submission id, `?debt=` and `?category=`. */
export function freshWizard(request: Request): WizardState {
  const url = new URL(request.url);
  const category = findApplyCategory(url.searchParams.get("category"));
  return {
    step: 1,
    values: { ...emptyDraft(), ...debtFromQuery(url.searchParams.get("debt")) },
    errors: {},
    submissionId: crypto.randomUUID(),
    firstAccountType: category?.accountType ?? "",
    touched: false,
    askSsnOnReview: false,
  };
}

export async function loadApplyPage(request: Request, context: Readonly<RouterContextProvider>) {
  const initial = freshWizard(request);
  const { values } = initial;
  const category = findApplyCategory(new URL(request.url).searchParams.get("category"));
  const user = await getOptionalUser(request, context);
  if (user) {
    try {
      const { db, cipher } = getServices(context);
      const profile = await findProfile(db, cipher, user.id);
      if (profile) Object.assign(values, profileFields(profile));
    } catch (error) {
      // The applicant types them instead: the wizard itself does not depend on this read.
      logFailure("reading the applicant's profile for the wizard failed", error, { userId: user.id }, "warn");
    }
  }
  return { initial, signedIn: user !== null, categoryName: category?.name };
}
