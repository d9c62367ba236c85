import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ApplicationsPage } from "#app/components/admin/applications/applications-page.tsx";
import { APPLICATIONS_MESSAGES } from "#app/domain/admin/application-views.ts";
import { isDebtAccountIntent } from "#app/domain/debt-account/form.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { allowStoring } from "#app/server/stored-pages/stored-page.server.ts";
import type { Route } from "./+types/applications";
import { lifecycleAction } from "./applications-actions.server.ts";
import { loadApplicationsPage } from "./applications-data.server.ts";
import { debtAccountAction } from "./applications-debt-accounts.server.ts";
import { planTermsAction } from "./plan-terms-actions.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${APPLICATIONS_MESSAGES.title} | Harborline Admin` },
];

// /admin/applications (spec section 2, "Applications Management"): the list is searched,
// filtered and paginated on the server from the address, so it stays fast at 100,000
// applications, and every action is decided again by the life cycle on the server.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, cipher, clock, feed } = getServices(context);
  // Taken before the list is read: its live stream then says whether it missed a change since.
  const liveSince = feed.now();
  const admin = await requireAdmin(request, context);
  const page = await loadApplicationsPage(db, cipher, new URL(request.url), admin.timeZone, clock.now());
  // The list without a search or an open row may be served again while its rows stay the same (decision 37).
  if (page.ok && !page.query.search && page.openId === null) allowStoring(context);
  return data({ ...page, liveSince }, { status: page.ok ? 200 : 500 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "lifecycle") return lifecycleAction(context, admin, form);
  if (isDebtAccountIntent(intent)) return debtAccountAction(context, admin, intent, form);
  if (intent === "plan-terms") return planTermsAction(context, admin, form);
  throw new Response("Unknown request", { status: 400 });
}

/** A refusal (409: someone else acted first) reads the list again, so the page shows the current state. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function ApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationsPage page={loaderData} liveSince={loaderData.liveSince} />;
}
