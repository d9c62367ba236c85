import type { FormEvent } from "react";

// The browser's time zone, sent with every sign-in (issue 21; decisions.md, "Dates and
// language"): the server checks it is a real IANA zone and keeps it on the person's profile, and
// every date they read is then shown in it (app/server/models/user/time-zone.server.ts).

/**
 * The browser's IANA zone ("America/Phoenix"), or "" when it does not say. Read when a form is
 * sent, never as the page loads: the first use of Intl loads the browser's locale data, a long
 * task on a slow phone (decision 48).
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}

/**
 * useForm's `onValid` for a form holding a `TimeZoneField`: the zone is put in the field as the
 * form is sent (the router reads the form's fields after this).
 */
export function sendTimeZone(_data: unknown, event: FormEvent<HTMLFormElement>): void {
  const field = event.currentTarget.elements.namedItem("timeZone");
  if (field instanceof HTMLInputElement) field.value = browserTimeZone();
}

/**
 * A hidden `timeZone` field, empty until its form is sent (`sendTimeZone`). Without JavaScript
 * it stays empty and the zone already kept (US Eastern until known) is used.
 */
export function TimeZoneField() {
  return <input type="hidden" name="timeZone" defaultValue="" />;
}
