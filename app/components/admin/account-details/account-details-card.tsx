import { useId } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import type { AccountDetailsCardView } from "#app/domain/admin/account-details-views.ts";
import { ACCOUNT_DETAILS_MESSAGES as M } from "#app/domain/admin/account-details-views.ts";
import { CompletionBadge } from "./completion-badge.tsx";

/** One form of the list (spec section 2): applicant, badge, the form's and application's figures. */
export function AccountDetailsCard({ card, editHref }: { card: AccountDetailsCardView; editHref: string }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
          {card.applicantName}
        </h2>
        <CompletionBadge completed={card.completed} label={card.badge} />
      </div>
      <DetailList items={card.items} className="mt-4" />
      <div className="mt-4">
        <ButtonLink to={editHref} variant="secondary" size="sm">
          {M.editForm}
          <span className="sr-only"> for {card.applicantName}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
