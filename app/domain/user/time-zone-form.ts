// Profile Settings' time zone (issue 21; decisions.md, "Dates and language"): the zone every date
// the person reads is shown in. The browser reports it at each sign-in; here they may choose
// another (the US zones, and their own when it is none of them). A plain rule, so Profile
// Settings loads no Zod (issue 42).
import { fieldsSchema } from "../form-rules.ts";
import { defineForm, type SchemaOutput } from "../forms.ts";
import { validTimeZone } from "../time-zone.ts";

export const TIME_ZONE_MESSAGES = {
  invalid: "Choose a time zone from the list",
  saved: "Time zone updated. Dates are now shown in it.",
  failed: "Your time zone was not changed. Please try again in a moment.",
} as const;

export const timeZoneSchema = fieldsSchema({
  /** Trimmed; one Intl knows. */
  timeZone: (typed) => {
    const value = typed.trim();
    return validTimeZone(value) === null
      ? { ok: false, message: TIME_ZONE_MESSAGES.invalid }
      : { ok: true, value };
  },
});

export type TimeZoneField = keyof SchemaOutput<typeof timeZoneSchema>;

export const timeZoneForm = defineForm({
  fields: ["timeZone"] as const satisfies readonly TimeZoneField[],
  schema: timeZoneSchema,
});
