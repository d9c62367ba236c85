import { Link } from "react-router";
import { DebtAmountForm } from "#app/components/marketing/debt-amount-form.tsx";
import { DEBT_CATEGORIES, UNSETTLED_CATEGORIES_NOTE } from "#app/content/home.ts";

/**
 * "See if you qualify": debt-category tabs (links to the wizard, or for debts the program does not
 * settle to the page that explains why and who can help) and the debt-amount select.
 */
export function QualificationSection() {
  return (
    <section aria-labelledby="qualify-heading" className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h2 id="qualify-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        See If You Qualify
      </h2>
      <p className="mt-2 text-slate-700">
        Choose the kind of debt you have, or tell us roughly how much you owe. It takes a minute and does not
        affect your credit score.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <nav aria-labelledby="debt-category-heading">
          <h3 id="debt-category-heading" className="font-semibold text-slate-900">
            What kind of debt do you have?
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {DEBT_CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link
                  to={category.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-blue-800 px-4 text-sm font-semibold text-blue-800 hover:bg-blue-800 hover:text-white"
                >
                  {category.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">{UNSETTLED_CATEGORIES_NOTE}</p>
        </nav>
        <div className="mt-8 border-t border-slate-200 pt-6">
          <DebtAmountForm />
        </div>
      </div>
    </section>
  );
}
