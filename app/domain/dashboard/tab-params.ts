// What needs no new read of the page's data (the root and dashboard routes' shouldRevalidate).
// The address parameters that only choose a tab (the dashboard's `tab` and `view`): what they
// show is already loaded. Sending the confirmation e-mail again: it changes nothing shown.
// Kept apart from location.ts because the root route (on every page) uses it and must stay small.

const TAB_PARAMS = ["tab", "view"];

function withoutTabs(url: URL): string {
  const search = new URLSearchParams(url.search);
  for (const name of TAB_PARAMS) search.delete(name);
  return search.toString();
}

/** True when the next address is this page with only its tab parameters changed. */
export function onlyTabChanged(current: URL, next: URL): boolean {
  return (
    current.pathname === next.pathname &&
    current.search !== next.search &&
    withoutTabs(current) === withoutTabs(next)
  );
}

/** True for a form whose action changes nothing the pages show ("Resend confirmation e-mail"). */
export function changesNothingShown(form: FormData | undefined): boolean {
  return form?.get("intent") === "resend-verification";
}
