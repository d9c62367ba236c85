import { formatUsd } from "#app/domain/format.ts";

export interface MoneyFactsProps {
  totalDebt: number;
  monthlyPayment: number;
  programLength: number;
  totalSavings: number;
  /** Shown only when given (testimonials). */
  savingsPercentage?: number;
}

/** The figures of a testimonial or a client story as a description list. */
export function MoneyFacts({
  totalDebt,
  monthlyPayment,
  programLength,
  totalSavings,
  savingsPercentage,
}: MoneyFactsProps) {
  const facts: { term: string; value: string }[] = [
    { term: "Total debt", value: formatUsd(totalDebt) },
    { term: "Monthly payment", value: formatUsd(monthlyPayment) },
    { term: "Program length", value: `${programLength} months` },
    { term: "Total savings", value: formatUsd(totalSavings) },
  ];
  if (savingsPercentage !== undefined) facts.push({ term: "Savings", value: `${savingsPercentage}%` });
  return (
    <dl className="grid grid-cols-2 gap-3">
      {facts.map((fact) => (
        <div key={fact.term} className="rounded-md bg-slate-50 px-3 py-2 odd:last:col-span-2">
          <dt className="text-sm text-slate-700">{fact.term}</dt>
          <dd className="text-lg font-bold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
