import type { Faq } from "#app/content/faqs.ts";

interface FaqListProps {
  faqs: readonly Faq[];
  /**
   * "headings": each question is an h3, so it joins the page's outline below the section's h2
   * (How It Works, where the questions are one section among others), in the marketing pages'
   * look. "terms": a description list pairing question and answer (the FAQ page of Resources,
   * where the list is the page's tool), in the Resources pages' look.
   */
  questionsAs: "headings" | "terms";
}

const VARIANTS = {
  headings: { List: "div", Question: "h3", Answer: "p", frame: "rounded-xl", weight: "font-bold" },
  terms: { List: "dl", Question: "dt", Answer: "dd", frame: "rounded-lg bg-white", weight: "font-semibold" },
} as const;

/** Questions and answers, all visible (nothing to open: readable without JavaScript, easy to scan). */
export function FaqList({ faqs, questionsAs }: FaqListProps) {
  const { List, Question, Answer, frame, weight } = VARIANTS[questionsAs];
  return (
    <List className={`divide-y divide-slate-200 border border-slate-200 ${frame}`}>
      {faqs.map((faq) => (
        <div key={faq.question} className="p-5">
          <Question className={`text-lg ${weight} text-slate-900`}>{faq.question}</Question>
          <Answer className="mt-2 text-slate-700">{faq.answer}</Answer>
        </div>
      ))}
    </List>
  );
}
