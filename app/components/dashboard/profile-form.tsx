import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { NameFields } from "#app/components/ui/name-fields.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { DASHBOARD_MESSAGES as M } from "#app/domain/dashboard/messages.ts";
import { type ProfileField, profileSchema } from "#app/domain/dashboard/profile-schema.ts";
import type { Loaded, ProfileView } from "#app/domain/dashboard/views.ts";
import { useDashboardAction } from "./use-dashboard-action.ts";
import { useFieldErrors } from "./use-field-errors.ts";

/**
 * Profile Settings: first name, last name, e-mail and phone, all required, with the wizard's
 * field rules, checked here and again by the server. A new e-mail address takes effect only
 * once the link sent to it is opened.
 */
export function ProfileForm({ profile }: { profile: Loaded<ProfileView> }) {
  const { fetcher, busy, answer } = useDashboardAction("profile");
  const { errors, clear, check } = useFieldErrors<ProfileField>(answer?.fieldErrors);
  if (!profile.ok) return <PanelMessage tone="error">{profile.message}</PanelMessage>;
  // After a refused save, the fields show what was typed, not what is stored.
  const values = answer?.values ?? { ...profile.value, phone: profile.value.phone ?? "" };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (check(profileSchema, Object.fromEntries(new FormData(event.currentTarget)))) return;
    event.preventDefault();
    notify("error", M.failedUpdateProfile);
  }

  return (
    <section aria-labelledby="profile-heading" className="max-w-2xl">
      <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
        Profile Settings
      </h2>
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} onInput={clear} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">Your details</legend>
          <NameFields values={values} errors={errors} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
            hint={M.emailChangeNotice}
          />
          <TextField
            label="Phone Number"
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={values.phone}
            error={errors.phone}
          />
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </div>
        {answer?.detail ? (
          <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "text-green-800" : "text-red-700"}>
            {answer.detail}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
