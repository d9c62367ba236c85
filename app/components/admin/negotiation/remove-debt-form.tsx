import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { TextareaField } from "#app/components/ui/textarea-field.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import { useForm } from "#app/components/ui/use-form.ts";
import {
  NEGOTIATION_MESSAGES as M,
  type NegotiationReply,
  REMOVED_REASON_MAX,
  removeDebtForm,
} from "#app/domain/admin/negotiation.ts";

const INTENT = "remove-debt";
const onInvalid = () => notify("error", M.removeRefused);

/**
 * Remove from program: the reason is required (at most 500 characters), checked here and again
 * by the server; an offer waiting for the customer is withdrawn with it. Once removed the debt
 * offers this form no more, so nothing is left to empty. Its toast is the page's (the form goes).
 */
export function RemoveDebtForm({ version }: { version: string }) {
  const { fetcher, busy, reply } = useFetcherReply<NegotiationReply>({ key: INTENT, intent: INTENT });
  const form = useForm(removeDebtForm, { reply: reply?.ok ? undefined : reply, onInvalid });
  return (
    <section aria-labelledby="remove-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h2 id="remove-title" className="text-lg font-semibold text-slate-900">
        {M.removeTitle}
      </h2>
      <p className="text-slate-700">{M.removeIntro}</p>
      <fetcher.Form
        method="post"
        preventScrollReset
        {...form.props}
        aria-label={M.removeTitle}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={INTENT} />
        <input type="hidden" name="version" value={version} />
        <FormMessage message={form.formMessage} />
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">{M.removeTitle}</legend>
          <TextareaField
            {...form.field("reason")}
            label="Reason"
            hint={M.removeHint}
            rows={3}
            maxLength={REMOVED_REASON_MAX}
          />
        </fieldset>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Removing..." : M.removeTitle}
        </Button>
      </fetcher.Form>
    </section>
  );
}
