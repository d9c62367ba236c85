import { type ShouldRevalidateFunctionArgs, useActionData, useLoaderData } from "react-router";
import { ApplicationWizard } from "#app/components/apply/application-wizard.tsx";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { pageMeta } from "#app/content/page-meta.ts";
import type { WizardReply } from "#app/domain/application/wizard/format.ts";
import type { Route } from "./+types/apply";
import { applyWizardAction } from "./apply-action.server.ts";
import { freshWizard, loadApplyPage } from "./apply-data.server.ts";

// The application, for visitors and signed-in applicants alike: React runs the wizard, and each
// of its buttons is answered by this route's action, which alone moves the wizard; a browser
// without JavaScript posts the same form as a page and gets the same answers (docs/decisions/0053).

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

/** A button of the wizard, posted by its fetcher or as a page: the next step (docs/decisions/0053). */
export async function action({ request, context }: Route.ActionArgs) {
  return applyWizardAction(request, context, freshWizard(request));
}

/**
 * A post that never reached the server keeps the page and every answer; the wizard says so. So
 * does a failure page instead of an answer (a proxy's 502, an error of the server's): nothing
 * typed is lost to an error page (decisions.md), and sending again stores the application once.
 */
export const clientAction = answerWhenUnreachable((): WizardReply => ({ unreachable: true }));

/** Back and Forward between the wizard's steps change only `?step=`: the page is not read again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    withoutStep(currentUrl) === withoutStep(nextUrl)
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

function withoutStep(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("step");
  return params.toString();
}

export default function Apply() {
  const { initial, signedIn, categoryName } = useLoaderData<typeof loader>();
  // Only a page posted without JavaScript has an action's answer here; the fetcher keeps its own.
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
        posted={posted}
      />
    </PageShell>
  );
}
