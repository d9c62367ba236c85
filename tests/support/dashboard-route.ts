import type {
  ApplicationChoiceData,
  DashboardActionData,
  DashboardFrameData,
  ProfileRoomData,
  SupportRoomData,
} from "#app/domain/dashboard/views.ts";
import type { Services } from "#app/server/context.server.ts";
import { type ChainCall, postRoute, runRoutes } from "./route-chain.ts";
import type { ActionOutcome } from "./route-results.ts";

// A room of /dashboard (the frame, routes/dashboard/layout.tsx, and the room the address names)
// loaded as React Router loads it, for the rooms' tests: what the frame's and the room's loaders
// sent, together, as the one-page dashboard sent them.

export type DashboardCall = ChainCall;

/** The frame's data and one room's, as one object (a room's own fields are absent from another). */
export type DashboardPage = DashboardFrameData &
  Partial<Omit<ApplicationChoiceData, "signedOut">> &
  Partial<Omit<ProfileRoomData, "signedOut">> &
  Partial<Omit<SupportRoomData, "signedOut" | "user">>;

export interface DashboardAnswer<T> {
  status: number;
  location: string | null;
  body: T | undefined;
}

export async function loadDashboard<T = DashboardPage>(
  services: Services,
  path: string,
  call: DashboardCall = {},
): Promise<DashboardAnswer<T>> {
  const result = await runRoutes(services, path, call);
  if (result.location) return { status: result.status, location: result.location, body: undefined };
  if (result.errors) throw new Error(`a route failed for ${path}: ${Object.keys(result.errors).join(", ")}`);
  const rooms = Object.entries(result.data).filter(([id]) => id.startsWith("routes/dashboard/"));
  const body = Object.assign({}, ...rooms.map(([, value]) => value)) as T;
  return { status: result.status, location: null, body };
}

/** A form posted to a room (`/dashboard?index` for My Applications, `/dashboard/profile`, …). */
export function postDashboard(
  services: Services,
  path: string,
  fields: Record<string, string>,
  call: DashboardCall = {},
): Promise<ActionOutcome<DashboardActionData>> {
  return postRoute(services, path, fields, call) as Promise<ActionOutcome<DashboardActionData>>;
}
