// Profile Settings' time zone (issue 21; decisions.md, "Dates and language"): the zone every date
// the person reads is shown in. The browser reports it at each sign-in; here they may choose
// another (the US zones, and their own when it is none of them).
import { z } from "#app/domain/zod.ts";
import { defineForm } from "../forms.ts";
import { validTimeZone } from "../time-zone.ts";

export const TIME_ZONE_MESSAGES = {
  invalid: "Choose a time zone from the list",
  saved: "Time zone updated. Dates are now shown in it.",
  failed: "Your time zone was not changed. Please try again in a moment.",
} as const;

export const timeZoneSchema = z.object({
  timeZone: z
    .string()
    .trim()
    .refine((zone) => validTimeZone(zone) !== null, TIME_ZONE_MESSAGES.invalid),
});

export type TimeZoneField = keyof z.infer<typeof timeZoneSchema>;

export const timeZoneForm = defineForm({
  fields: ["timeZone"] as const satisfies readonly TimeZoneField[],
  schema: timeZoneSchema,
});
