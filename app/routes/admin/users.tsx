import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { UsersPage } from "#app/components/admin/users/users-page.tsx";
import { USERS_MESSAGES } from "#app/domain/admin/user-views.ts";
import { isUserIntent } from "#app/domain/user/edit-form.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/users";
import { changeRoleAction, deleteUserAction, updateUserAction } from "./users-actions.server.ts";
import { loadUsersPage } from "./users-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${USERS_MESSAGES.title} | Harborline Admin` }];

// /admin/users (spec section 2, "User Management"): the list is searched, filtered and
// paginated on the server from the address; every change is decided again on the server.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, cipher } = getServices(context);
  const page = await loadUsersPage(db, cipher, new URL(request.url), admin);
  return data(page, { status: page.ok ? 200 : 500 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isUserIntent(intent)) throw new Response("Unknown request", { status: 400 });
  if (intent === "update-user") return updateUserAction(context, admin, form);
  if (intent === "change-role") return changeRoleAction(context, admin, form);
  return deleteUserAction(context, admin, form);
}

/** A refusal because the user changed or vanished reads the list again, so the page shows it. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return <UsersPage page={loaderData} />;
}
