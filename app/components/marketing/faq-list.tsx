import type { Faq } from "#app/content/faqs.ts";

/** Questions and answers, always open (readable without JavaScript and easy to scan). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {faqs.map((faq) => (
        <div key={faq.question} className="p-5">
          <h3 className="text-lg font-bold text-slate-900">{faq.question}</h3>
          <p className="mt-2 text-slate-700">{faq.answer}</p>
        </div>
      ))}
    </div>
  );
}
