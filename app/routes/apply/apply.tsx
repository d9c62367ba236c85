import { useActionData, useLoaderData } from "react-router";
import { ApplicationWizard } from "#app/components/apply/application-wizard.tsx";
import { ApplyPageScript } from "#app/components/apply/apply-page-script.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import type { PageHandle } from "#app/components/page-scripts.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/apply";
import { applyWizardAction } from "./apply-action.server.ts";
import { freshWizard, loadApplyPage } from "./apply-data.server.ts";

/**
 * A visitor who is not signed in gets the page without React, with a small script of its own
 * (docs/decisions/0054); a signed-in applicant keeps React's wizard and the session warning.
 */
export const handle: PageHandle = {
  scripts: (data) => (data as { signedIn?: boolean } | undefined)?.signedIn === true,
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Apply for Debt Relief",
    "Apply for our debt-relief program in seven short steps. Free consultation, no upfront fees.",
  );

/** A fresh wizard run: `?debt=`, `?category=` and a signed-in applicant's own details (apply-data.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadApplyPage(request, context);
}

/** A button of the wizard posted without JavaScript: the next page (docs/decisions/0053). */
export async function action({ request, context }: Route.ActionArgs) {
  return applyWizardAction(request, context, freshWizard(request));
}

export default function Apply() {
  const { initial, signedIn, categoryName } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>()?.posted;
  return (
    <PageShell
      title="Apply for Debt Relief"
      intro="Seven short steps about you, your income and your debts. It takes about ten minutes, and there is no cost or obligation."
    >
      <ApplicationWizard
        initial={posted?.state ?? initial}
        signedIn={signedIn}
        categoryName={categoryName}
        posted={
          posted
            ? {
                notice: posted.notice,
                needsSignIn: posted.needsSignIn ?? false,
                scripted: posted.scripted ?? false,
                focus: posted.focus,
              }
            : undefined
        }
        ownScript={!signedIn}
      />
      {signedIn ? null : <ApplyPageScript />}
    </PageShell>
  );
}
