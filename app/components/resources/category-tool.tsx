import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { JsonLd } from "#app/components/seo/json-ld.tsx";
import { FaqList } from "#app/components/ui/faq-list.tsx";
import { GUIDES } from "#app/content/guides.ts";
import { RESOURCE_FAQS } from "#app/content/resource-faqs.ts";
import { faqJsonLd } from "#app/content/structured-data.ts";
import { findUnsettledDebt, UNSETTLED_DEBTS } from "#app/content/unsettled-debts.ts";
import type { CalculatorValues } from "#app/domain/debt-calculator.ts";
import { STATES } from "#app/domain/states.ts";
import { DebtCalculator } from "./debt-calculator.tsx";
import { GuideList } from "./guide-list.tsx";
import { StateTable } from "./state-table.tsx";
import { UnsettledDebtHelp } from "./unsettled-debt-help.tsx";

export interface CalculatorState {
  values: CalculatorValues;
  submitted: boolean;
}

function ToolSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The tool each Resources dropdown page shows above its cards, and the explanation on the pages of
 * the debts the program does not settle; nothing for other categories.
 */
export function CategoryTool({
  category,
  calculator,
}: {
  category: string;
  calculator: CalculatorState | null;
}) {
  const location = useLocation();
  switch (category) {
    case "guides":
      return (
        <ToolSection id="tool-title" title="Guides to dealing with debt">
          <GuideList guides={GUIDES} />
        </ToolSection>
      );
    case "by-state":
      return (
        <ToolSection id="tool-title" title="Availability by state">
          <StateTable states={STATES} />
        </ToolSection>
      );
    case "faqs":
      return (
        <ToolSection id="tool-title" title="Frequently asked questions">
          <JsonLd data={faqJsonLd(RESOURCE_FAQS)} />
          <FaqList faqs={RESOURCE_FAQS} questionsAs="terms" />
        </ToolSection>
      );
    case "calculator":
      return (
        <ToolSection id="tool-title" title="Compare your options">
          <DebtCalculator
            // A submitted form remounts the calculator with the values the server read back.
            key={location.search}
            initialValues={calculator?.values ?? { debt: "", apr: "", payment: "" }}
            submitted={calculator?.submitted ?? false}
          />
        </ToolSection>
      );
    default: {
      const unsettled = findUnsettledDebt(category);
      return unsettled ? (
        <ToolSection id="tool-title" title={unsettled.heading}>
          <UnsettledDebtHelp debt={unsettled} />
        </ToolSection>
      ) : null;
    }
  }
}

/** Whether a category has its own tool above the cards. */
export function hasCategoryTool(category: string): boolean {
  return (
    ["guides", "by-state", "faqs", "calculator"].includes(category) ||
    UNSETTLED_DEBTS.some((debt) => debt.slug === category)
  );
}
