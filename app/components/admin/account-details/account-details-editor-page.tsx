import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { notify } from "#app/components/toaster.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { useReplyToast } from "#app/components/ui/use-fetcher-action.ts";
import type { AccountDetailsReply } from "#app/domain/account-details-form/form.ts";
import { accountDetailsHref } from "#app/domain/admin/account-details-query.ts";
import {
  type AccountDetailsEditorData,
  ACCOUNT_DETAILS_MESSAGES as M,
} from "#app/domain/admin/account-details-views.ts";
import { AccountDetailsEditorForm } from "./account-details-editor-form.tsx";
import { CompletionBadge } from "./completion-badge.tsx";

/** The editor of one account details form (spec section 2), with Back to List. */
export function AccountDetailsEditorPage({
  page,
  reply,
}: {
  page: AccountDetailsEditorData;
  reply: AccountDetailsReply | undefined;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const loadFailure = page.ok ? undefined : page.message;
  useEffect(() => {
    if (loadFailure) notify("error", loadFailure, "account-details-form-load");
  }, [loadFailure]);
  // Each answer is a toast (spec section 8); the focus goes to the heading unless a field was
  // refused (the form then focuses it).
  useReplyToast(reply, {
    onReply: (answer) => {
      if (!answer.fieldErrors || Object.keys(answer.fieldErrors).length === 0) heading.current?.focus();
    },
  });

  return (
    <section aria-labelledby="account-details-form-title" className="space-y-6">
      <Link
        to={accountDetailsHref(page.query)}
        className="inline-block text-sm font-semibold text-blue-800 underline underline-offset-2"
      >
        {M.backToList}
      </Link>
      <h1
        id="account-details-form-title"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        Account Details Form
        {page.ok ? (
          <span className="block text-lg font-medium text-slate-700">{page.form.applicantName}</span>
        ) : null}
      </h1>
      {!page.ok ? (
        <PanelMessage tone="error">{page.message}</PanelMessage>
      ) : (
        <PanelBoundary name="the account details form">
          <div className="space-y-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-700">Form status:</span>
              <CompletionBadge completed={page.form.completed} label={page.form.badge} />
            </div>
            <DetailList items={page.form.items} />
            <AccountDetailsEditorForm key={page.form.version} form={page.form} reply={reply} />
          </div>
        </PanelBoundary>
      )}
    </section>
  );
}
