// A form whose send never reached the server (no network, the connection dropped) is answered in
// the browser (app/components/ui/client-action.ts): nothing was changed, and what was typed stays.

export const NOT_SENT_MESSAGE =
  "Nothing was sent: we could not reach Harborline. Check your connection and try again.";

/** The refusal of the form `form` was, in the shape of every form's reply (domain/forms.ts). */
export function notSentReply(form: FormData) {
  return {
    intent: String(form.get("intent") ?? ""),
    ok: false as const,
    message: NOT_SENT_MESSAGE,
    formMessage: NOT_SENT_MESSAGE,
  };
}
