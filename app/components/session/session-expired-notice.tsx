import { EXPIRED_PARAM, SESSION_MESSAGES } from "#app/domain/session/messages.ts";

/** On a sign-in page reached because the session expired (`?expired=1`): says so (docs/decisions/0021). */
export function SessionExpiredNotice({ search }: { search: string }) {
  if (new URLSearchParams(search).get(EXPIRED_PARAM) !== "1") return null;
  return (
    <p role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {SESSION_MESSAGES.expired}
    </p>
  );
}
