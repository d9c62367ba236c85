import { SECURITY_RECOMMENDATIONS, type SecurityStatusView } from "#app/domain/admin/settings.ts";

/**
 * The security status panel: second factor, password age, last sign-in; then the spec's advice.
 * Its times come formatted from the server in the admin's zone: nothing here reads a clock or
 * the browser's zone, so the page hydrates without a mismatch.
 */
export function SecurityStatus({ status }: { status: SecurityStatusView }) {
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
            {status.passwordChanged}
            {status.passwordStale ? (
              <span className="block text-sm font-normal text-red-800">Over 90 days ago: change it now.</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Last sign-in</dt>
          <dd className="font-semibold text-slate-900">{status.lastSignIn}</dd>
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
