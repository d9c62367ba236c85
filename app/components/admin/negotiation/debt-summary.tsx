import { Button } from "#app/components/ui/button.tsx";
import { DetailList } from "#app/components/ui/detail-list.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import { NEGOTIATION_MESSAGES as M, type NegotiationReply } from "#app/domain/admin/negotiation.ts";
import type { NegotiationPageView } from "#app/domain/admin/negotiation-views.ts";

const INTENT = "stage";

/**
 * The debt, its customer's account and its stage, with the stage buttons the transition table
 * allows now (Move to Saving, Start negotiating). Each posts the version the page showed; the
 * server decides again. A refusal is said above the buttons.
 */
export function DebtSummary({ data }: { data: NegotiationPageView }) {
  const { fetcher, busy, reply } = useFetcherReply<NegotiationReply>({ key: INTENT, intent: INTENT });
  const refusal = reply && !reply.ok ? (reply.formMessage ?? reply.message) : undefined;
  const { debt } = data;
  return (
    <section aria-labelledby="stage-title" className="space-y-4">
      <h2 id="stage-title" className="text-xl font-semibold text-slate-900">
        {M.stageTitle}: {debt.stageLabel}
      </h2>
      <DetailList
        items={[
          { label: "Stage", value: `${debt.stageLabel} since ${debt.since}` },
          { label: "Enrolled balance", value: debt.enrolledBalance },
          { label: "Customer", value: `${data.customer} (${data.number})` },
          { label: "Dedicated account", value: `${data.accountStatus}, balance ${data.balance}` },
          ...(debt.removedReason ? [{ label: "Reason removed", value: debt.removedReason }] : []),
        ]}
      />
      {data.notice ? <PanelMessage tone="info">{data.notice}</PanelMessage> : null}
      <FormMessage message={refusal ? { ok: false, text: refusal } : undefined} />
      {data.stageActions.length > 0 ? (
        <fetcher.Form method="post" preventScrollReset aria-label="Change the stage" className="flex gap-3">
          <input type="hidden" name="intent" value={INTENT} />
          <input type="hidden" name="version" value={debt.version} />
          {data.stageActions.map((change) => (
            <Button key={change.action} type="submit" name="change" value={change.action} disabled={busy}>
              {change.label}
            </Button>
          ))}
        </fetcher.Form>
      ) : null}
    </section>
  );
}
