import { useLoaderData } from "react-router";
import { ChangePasswordForm } from "#app/components/account/change-password-form.tsx";
import { TwoFactorCard } from "#app/components/account/two-factor-card.tsx";
import { SecurityStatus } from "#app/components/admin/settings/security-status.tsx";
import { useSettingsAction } from "#app/components/admin/settings/use-settings-action.ts";
import { securityStatusView } from "#app/domain/admin/settings.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { findSecurityStatus } from "#app/server/models/user/admin-security.server.ts";
import type { Route } from "./+types/settings";
import { settingsAction } from "./settings-actions.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Admin Settings | Harborline Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, env, realClock } = getServices(context);
  const status = await findSecurityStatus(db, admin.id, admin.sessionId);
  return {
    twoFactorRequired: env.adminTwoFactor === "required",
    // Formatted here in the admin's zone: the browser shows the same text it hydrates (issue 21).
    status: securityStatusView(status, realClock.now(), admin.timeZone),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return settingsAction(request, context, admin);
}

export default function AdminSettingsPage() {
  const { status, twoFactorRequired } = useLoaderData<typeof loader>();
  const password = useSettingsAction("change-password");
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">Admin Settings</h1>
      <SecurityStatus status={status} />
      <TwoFactorCard
        enabled={status.twoFactorEnabled}
        required={twoFactorRequired}
        where="every sign-in to the admin area"
      />
      <div className="rounded-lg border border-slate-200 p-6 [&>section]:mt-0">
        <ChangePasswordForm fetcher={password.fetcher} busy={password.busy} answer={password.answer} />
      </div>
    </div>
  );
}
