import { useLoaderData } from "react-router";
import { ApplicationWizard } from "#app/components/apply/application-wizard.tsx";
import type { WizardState } from "#app/components/apply/wizard-state.ts";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import { findDebtBracket } from "#app/domain/application/debt-brackets.ts";
import { emptyDraft } from "#app/domain/application/draft.ts";
import { findApplyCategory } from "#app/domain/application/options.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import type { Route } from "./+types/apply";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Apply for Debt Relief",
    "Apply for our debt-relief program in seven short steps. Free consultation, no upfront fees.",
  );

/**
 * A fresh wizard run. `?debt=ID` picks the debt range and fills the debt amount with the
 * bracket's lower bound; `?category=ID` preselects the first debt account's type
 * (decisions.md). Unknown values are ignored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const bracket = findDebtBracket(url.searchParams.get("debt"));
  const category = findApplyCategory(url.searchParams.get("category"));
  const values = emptyDraft();
  if (bracket) {
    values.debtRange = String(bracket.id);
    values.debtAmount = bracket.min.toLocaleString("en-US");
  }
  const initial: WizardState = {
    step: 1,
    values,
    errors: {},
    submissionId: crypto.randomUUID(),
    firstAccountType: category?.accountType ?? "",
    touched: false,
    askSsnOnReview: false,
  };
  const user = await getOptionalUser(request, context);
  return { initial, signedIn: user !== null, categoryName: category?.name };
}

export default function Apply() {
  const { initial, signedIn, categoryName } = useLoaderData<typeof loader>();
  return (
    <PageShell
      title="Apply for Debt Relief"
      intro="Seven short steps about you, your income and your debts. It takes about ten minutes, and there is no cost or obligation."
    >
      <ApplicationWizard initial={initial} signedIn={signedIn} categoryName={categoryName} />
    </PageShell>
  );
}
