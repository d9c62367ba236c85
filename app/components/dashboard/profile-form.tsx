import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { NameFields } from "#app/components/ui/name-fields.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import type { Loaded, ProfileView } from "#app/domain/dashboard/views.ts";
import { profileForm } from "#app/domain/user/profile-form.ts";
import { useDashboardAction } from "./use-dashboard-action.ts";

const onInvalid = () => notify("error", M.failedUpdateProfile);

/**
 * Profile Settings: first name, last name, e-mail and phone, all required, with the wizard's
 * field rules, checked here and again by the server. A new e-mail address takes effect only
 * once the link sent to it is opened.
 */
export function ProfileForm({ profile }: { profile: Loaded<ProfileView> }) {
  // Keyed, so the answer outlives a re-mount of the panel.
  const { fetcher, busy, answer } = useDashboardAction("profile", "dashboard-profile");
  // After a refused save, the fields show what was typed, not what is stored.
  const form = useForm(profileForm, {
    reply: answer,
    defaults: profile.ok ? profile.value : undefined,
    onInvalid,
  });
  if (!profile.ok) return <PanelMessage tone="error">{profile.message}</PanelMessage>;

  return (
    <section aria-labelledby="profile-heading" className="max-w-2xl">
      <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
        Profile Settings
      </h2>
      <fetcher.Form method="post" {...form.props} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <FormMessage message={form.formMessage} />
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">Your details</legend>
          <NameFields first={form.field("firstName")} last={form.field("lastName")} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            hint={M.emailChangeNotice}
            {...form.field("email")}
          />
          <TextField label="Phone Number" type="tel" autoComplete="tel" {...form.field("phone")} />
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            hint="Needed only to change your e-mail address."
            {...form.field("currentPassword")}
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
