import { useState } from "react";
import { notify } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FieldFrame } from "#app/components/ui/field-frame.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { useFetcherReply } from "#app/components/ui/use-fetcher-action.ts";
import {
  letterProblemMessage,
  NEGOTIATION_MESSAGES as M,
  type NegotiationReply,
} from "#app/domain/admin/negotiation.ts";
import { uploadSizeProblem } from "#app/domain/documents/upload.ts";

const INTENT = "confirm-offer";

/** What the browser can tell before sending: a file chosen, and its size. */
function letterError(form: HTMLFormElement): string | undefined {
  const file = new FormData(form).get("file");
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) return letterProblemMessage("noFile");
  const problem = uploadSizeProblem(file.size);
  return problem ? letterProblemMessage(problem) : undefined;
}

/**
 * Confirm the settlement: the creditor's letter for the offer the customer approved, sent as a
 * multipart form (with or without JavaScript). The browser checks a file is chosen and its size;
 * the server checks its bytes as it does a customer's upload, stores it with the customer's
 * documents and schedules the plan's payments. Confirmed, the form goes: the toast is the page's.
 */
export function ConfirmOfferForm({ offerId, version }: { offerId: string; version: string }) {
  const { fetcher, busy, answer } = useFetcherReply<NegotiationReply>({ key: INTENT, intent: INTENT });
  const [checked, setChecked] = useState<{ error: string; after: NegotiationReply | undefined } | null>(null);
  const refused = answer && !answer.ok ? answer : undefined;
  // The browser's own refusal holds until the server answers again.
  const local = checked && checked.after === answer ? checked.error : undefined;
  const fileError = local ?? refused?.fieldErrors?.file;
  const formMessage = !local && refused?.formMessage ? { ok: false, text: refused.formMessage } : undefined;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const error = letterError(event.currentTarget);
    setChecked(error ? { error, after: answer } : null);
    if (!error) return;
    event.preventDefault();
    notify("error", M.confirmRefused, INTENT);
    event.currentTarget.querySelector<HTMLElement>('[name="file"]')?.focus();
  };
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      aria-labelledby={`confirm-title-${offerId}`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={`confirm-title-${offerId}`} className="text-base font-semibold text-slate-900">
        {M.confirmTitle}
      </h3>
      <p className="text-sm text-slate-700">{M.confirmIntro}</p>
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name="offerId" value={offerId} />
      <input type="hidden" name="version" value={version} />
      <FormMessage message={formMessage} />
      <FieldFrame label={M.letterLabel} hint={M.letterHint} error={fileError}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            disabled={busy}
            className="mt-1 block w-full min-h-11 text-base text-slate-900 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900"
          />
        )}
      </FieldFrame>
      <Button type="submit" disabled={busy}>
        {busy ? "Confirming..." : M.confirmTitle}
      </Button>
    </fetcher.Form>
  );
}
