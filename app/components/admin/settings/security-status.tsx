import {
  daysSince,
  PASSWORD_MAX_AGE_DAYS,
  SECURITY_RECOMMENDATIONS,
  type SecurityStatusView,
} from "#app/domain/admin/settings.ts";

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function when(iso: string | null): string {
  return iso ? DATE_TIME.format(new Date(iso)) : "Not known";
}

/** The security status panel: second factor, password age, last sign-in; then the spec's advice. */
export function SecurityStatus({ status }: { status: SecurityStatusView }) {
  const age = daysSince(status.passwordChangedAt);
  const stale = age !== null && age >= PASSWORD_MAX_AGE_DAYS;
  return (
    <section aria-labelledby="security-status-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="security-status-heading" className="text-xl font-semibold text-slate-900">
        Security Status
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600">Two-factor sign-in</dt>
          <dd className={`font-semibold ${status.twoFactorEnabled ? "text-green-800" : "text-red-800"}`}>
            {status.twoFactorEnabled ? "On" : "Off"}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Password last changed</dt>
          <dd className="font-semibold text-slate-900">
            {when(status.passwordChangedAt)}
            {stale ? (
              <span className="block text-sm font-normal text-red-800">Over 90 days ago: change it now.</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Last sign-in</dt>
          <dd className="font-semibold text-slate-900">{when(status.lastSignInAt)}</dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">Security Recommendations</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {SECURITY_RECOMMENDATIONS.map((advice) => (
          <li key={advice}>{advice}</li>
        ))}
      </ul>
    </section>
  );
}
