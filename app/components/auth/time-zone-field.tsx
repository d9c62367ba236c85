import { useEffect, useState } from "react";

// The browser's time zone, sent with every sign-in (issue 21; decisions.md, "Dates and
// language"): the server checks it is a real IANA zone and keeps it on the person's profile, and
// every date they read is then shown in it (app/server/models/user/time-zone.server.ts).

/** The browser's IANA zone ("America/Phoenix"), or "" when it does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  } catch {
    return "";
  }
}

/**
 * A hidden `timeZone` field, filled once the page's script runs: the server's render and the
 * first render in the browser are both empty (no hydration mismatch). Without script the field
 * stays empty and the zone already kept (US Eastern until known) is used.
 */
export function TimeZoneField() {
  const [zone, setZone] = useState("");
  useEffect(() => setZone(browserTimeZone()), []);
  return <input type="hidden" name="timeZone" value={zone} />;
}
