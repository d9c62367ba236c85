import { data, type RouterContextProvider } from "react-router";
import type { SettingsReply } from "#app/domain/admin/settings.ts";
import {
  confirmTwoFactor,
  disableTwoFactor,
  startTwoFactor,
} from "#app/server/account-security/two-factor-settings.server.ts";
import { changePassword } from "#app/server/change-password.server.ts";
import { getServices } from "#app/server/context.server.ts";
import type { SessionUser } from "#app/server/guards.server.ts";
import { auditOwnAccountChange } from "#app/server/models/user/admin-security.server.ts";

// Admin Settings' POSTs: Change Password, and turning two-factor sign-in on (password, then a
// code from the app) or off (password; not when ADMIN_TWO_FACTOR requires it), the latter shared
// with Profile Settings (account-security/two-factor-settings.server.ts). Each is audited.

type Context = Readonly<RouterContextProvider>;

export async function settingsAction(request: Request, context: Context, admin: SessionUser) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "change-password") {
    const changed = await changePassword(request, context, admin, form);
    if (changed.reply.ok) await auditOwnAccountChange(getServices(context).db, admin, "password_changed");
    return data<SettingsReply>(changed.reply, { status: changed.status, headers: changed.headers });
  }
  if (intent === "two-factor-enable") return startTwoFactor(request, context, admin, form);
  if (intent === "two-factor-confirm") return confirmTwoFactor(request, context, admin, form);
  if (intent === "two-factor-disable") return disableTwoFactor(request, context, admin, form);
  throw new Response("Unknown request", { status: 400 });
}
