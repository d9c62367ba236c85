import type { ResourceFaq } from "#app/content/resource-faqs.ts";

/** Questions and answers, all visible (nothing to open, readable without JavaScript). */
export function FaqList({ faqs }: { faqs: readonly ResourceFaq[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <div key={faq.question} className="p-5">
          <dt className="text-lg font-semibold text-slate-900">{faq.question}</dt>
          <dd className="mt-2 text-slate-700">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
