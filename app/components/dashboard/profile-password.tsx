import { ChangePasswordForm } from "#app/components/account/change-password-form.tsx";
import { useDashboardAction } from "./use-dashboard-action.ts";

/** Change Password under Profile Settings, posting to the dashboard's action. */
export function ProfilePassword() {
  const { fetcher, busy, answer } = useDashboardAction("change-password");
  return <ChangePasswordForm fetcher={fetcher} busy={busy} answer={answer} />;
}
