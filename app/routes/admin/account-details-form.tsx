import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { AccountDetailsEditorPage } from "#app/components/admin/account-details/account-details-editor-page.tsx";
import type { AccountDetailsReply } from "#app/domain/account-details-form/form.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/account-details-form";
import { accountDetailsAction } from "./account-details-form-actions.server.ts";
import { loadAccountDetailsEditor } from "./account-details-form-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Edit Account Details Form | Harborline Admin" }];

// /admin/account-details/:formId: the editor of one form (spec sections 2 and 4), with Save and,
// while it is pending, Complete Form. Both are decided again on the server.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { page, status } = await loadAccountDetailsEditor(
    getServices(context).db,
    new URL(request.url),
    params.formId,
    admin.timeZone,
  );
  return data(page, { status });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return accountDetailsAction(context, admin, params.formId, await request.formData());
}

/** A refusal (409: someone else changed it; 404) reads the form again, so the page shows it as it is. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 || actionStatus === 404) return true;
  return defaultShouldRevalidate;
}

export default function AccountDetailsFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountDetailsEditorPage page={loaderData} reply={actionData as AccountDetailsReply | undefined} />;
}
