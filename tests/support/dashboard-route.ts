import type { DashboardActionData, DashboardData } from "#app/domain/dashboard/views.ts";
import { action, loader } from "#app/routes/dashboard/dashboard.tsx";
import type { Services } from "#app/server/context.server.ts";
import { getOptionalUser } from "#app/server/guards.server.ts";
import type { SignedInUser } from "./application-requests.ts";
import { outcome } from "./route-results.ts";
import { contextFor, formRequest, TEST_ORIGIN } from "./test-services.ts";

// /dashboard's loader and action called as React Router calls them, for the route's tests.

export interface DashboardCall {
  user?: SignedInUser;
  dataRequest?: boolean;
  /** Other services for the loader (a failing database); the session is read with `services`. */
  with?: Services;
}

export async function loadDashboard<T = DashboardData>(
  services: Services,
  path: string,
  { user, dataRequest, with: using }: DashboardCall = {},
) {
  const request = new Request(new URL(path, TEST_ORIGIN), { headers: user ? { Cookie: user.cookie } : {} });
  // With other services, the session is read first with the real ones (it is read once per
  // request), as when the database fails after the session was found.
  if (using) await getOptionalUser(request, contextFor(services));
  return outcome<T>(() =>
    loader({
      request,
      context: contextFor(using ?? services, undefined, { dataRequest }),
      params: {},
    } as never),
  );
}

export function postDashboard(
  services: Services,
  fields: Record<string, string>,
  { user, dataRequest }: DashboardCall = {},
) {
  const request = formRequest("/dashboard", fields, user ? { Cookie: user.cookie } : {});
  return outcome<DashboardActionData>(() =>
    action({ request, context: contextFor(services, undefined, { dataRequest }), params: {} } as never),
  );
}
