import { useRootData } from "#app/components/root-data.ts";
import { Mail } from "#app/components/ui/icons.tsx";
import { DEFAULT_SITE } from "#app/config/site.ts";
import { SUPPORT_OTHER_HELP, SUPPORT_RESPONSE_TIMES } from "#app/content/support.ts";
import { SupportRequestForm } from "./support-request-form.tsx";

/** Support: the support e-mail, the quick request form, other help, and response times (spec section 9). */
export function SupportPanel() {
  const supportEmail = useRootData()?.site.supportEmail ?? DEFAULT_SITE.supportEmail;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <SupportRequestForm />
      <div className="space-y-6">
        <section aria-labelledby="support-email" className="rounded-lg border border-slate-200 p-4">
          <h2 id="support-email" className="flex items-center gap-2 font-semibold text-slate-900">
            <Mail className="size-5 text-blue-800" /> Email Support
          </h2>
          <p className="mt-2 text-slate-700">Write to us at any time:</p>
          <a
            href={`mailto:${supportEmail}`}
            className="mt-1 inline-block break-all font-medium text-blue-800 underline"
          >
            {supportEmail}
          </a>
        </section>
        <section aria-labelledby="secure-messages" className="rounded-lg border border-slate-200 p-4">
          <h2 id="secure-messages" className="font-semibold text-slate-900">
            Secure Messages
          </h2>
          <p className="mt-2 text-slate-700">
            Write to our team from your portal, with files attached: the conversation stays here, and we
            e-mail you only that an answer is waiting.
          </p>
          <a href="/dashboard/messages" className="mt-1 inline-block font-medium text-blue-800 underline">
            Open Messages
          </a>
        </section>
        <section aria-labelledby="other-help" className="rounded-lg border border-slate-200 p-4">
          <h2 id="other-help" className="font-semibold text-slate-900">
            Other Ways We Can Help
          </h2>
          <ul className="mt-2 space-y-2">
            {SUPPORT_OTHER_HELP.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="font-medium text-blue-800 underline">
                  {item.label}
                </a>
                <span className="block text-sm text-slate-600">{item.description}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="response-times" className="rounded-lg border border-slate-200 p-4">
          <h2 id="response-times" className="font-semibold text-slate-900">
            Response Times
          </h2>
          <dl className="mt-2 space-y-2">
            {SUPPORT_RESPONSE_TIMES.map((item) => (
              <div key={item.label} className="flex justify-between gap-4">
                <dt className="text-slate-700">{item.label}</dt>
                <dd className="font-medium text-slate-900">{item.time}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
