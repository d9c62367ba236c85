import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { TimeZoneView } from "#app/domain/dashboard/views.ts";
import { timeZoneForm } from "#app/domain/user/time-zone-form.ts";
import { useDashboardAction } from "./use-dashboard-action.ts";

/**
 * Profile Settings' time zone (issue 21): the zone every date and time of the customer's area is
 * shown in, taken from the browser at each sign-in (US Eastern until then), and changed here.
 */
export function TimeZoneCard({ timeZone }: { timeZone: TimeZoneView }) {
  const { fetcher, busy, answer } = useDashboardAction("time-zone");
  const form = useForm(timeZoneForm, { reply: answer, defaults: { timeZone: timeZone.current } });
  const field = form.field("timeZone");
  return (
    <section aria-labelledby="time-zone-heading" className="mt-10 max-w-2xl">
      <h2 id="time-zone-heading" className="text-xl font-semibold text-slate-900">
        Time Zone
      </h2>
      <p className="mt-2 text-slate-700">
        Dates and times are shown in <strong>{timeZone.label}</strong>. It is taken from your browser when you
        sign in; choose another here.
      </p>
      <fetcher.Form method="post" {...form.props} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="time-zone" />
        <FormMessage message={form.formMessage} />
        <SelectField
          // A new zone from the server starts the select from it.
          key={timeZone.current}
          label="Your time zone"
          placeholder="Choose a time zone"
          options={timeZone.choices}
          name={field.name}
          error={field.error}
          defaultValue={timeZone.current}
          required
          disabled={busy}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save Time Zone"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
