import { data } from "react-router";
import { AccountDetailsListPage } from "#app/components/admin/account-details/account-details-list-page.tsx";
import { ACCOUNT_DETAILS_MESSAGES as M } from "#app/domain/admin/account-details-views.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/account-details";
import { loadAccountDetailsList } from "./account-details-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Harborline Admin` }];

// /admin/account-details (spec section 2, "Account Details Forms list"): the forms made by Mark
// as Complete, searched, filtered and paged on the server from the address.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const page = await loadAccountDetailsList(getServices(context).db, new URL(request.url), admin.timeZone);
  return data(page, { status: page.ok ? 200 : 500 });
}

export default function AccountDetailsRoute({ loaderData }: Route.ComponentProps) {
  return <AccountDetailsListPage page={loaderData} />;
}
