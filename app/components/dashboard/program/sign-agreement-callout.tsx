import { Link } from "react-router";
import { PROGRAM_MESSAGES } from "#app/domain/enrollment/program-view.ts";

/** The overview's first word once an application is approved (issue 22): the plan to sign. */
export function SignAgreementCallout() {
  return (
    <section
      aria-labelledby="sign-agreement-callout"
      className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-slate-800"
    >
      <h2 id="sign-agreement-callout" className="font-semibold text-slate-900">
        {PROGRAM_MESSAGES.signHeading}
      </h2>
      <p className="mt-1">
        Your application is approved. Read your plan, what it costs and your rights, then sign the agreement
        to enroll.
      </p>
      <Link
        to="/dashboard/program"
        className="mt-3 inline-flex min-h-11 items-center rounded-md bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
      >
        Review and sign
      </Link>
    </section>
  );
}
