import { BadgeDollarSign, CalendarCheck, type Icon, ShieldCheck, Timer } from "#app/components/ui/icons.tsx";
import { WHY_CHOOSE_US } from "#app/content/home.ts";

// One icon per benefit, in the order of WHY_CHOOSE_US.
const ICONS: readonly Icon[] = [BadgeDollarSign, Timer, CalendarCheck, ShieldCheck];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="bg-blue-50">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        <h2 id="why-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Why Choose Us
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {WHY_CHOOSE_US.map((benefit, position) => {
            const Icon = ICONS[position] ?? ShieldCheck;
            return (
              <li key={benefit.title} className="rounded-xl border border-blue-100 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-blue-800" />
                <h3 className="mt-3 text-lg font-bold text-slate-900">{benefit.title}</h3>
                <p className="mt-2 text-slate-700">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
