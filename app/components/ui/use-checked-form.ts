import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FormReply } from "#app/domain/forms.ts";

// The browser's half of the form convention (docs/decisions/0015-forms.md), whatever checks the
// form: the server's own check runs before the form is sent, the server's reply is shown the same
// way, each error sits below its field and clears when that field is edited (spec section 5), and
// the first invalid field takes the focus. Without JavaScript the form posts as a page: the reply
// arrives as the page's action data, and the first refused field carries `autoFocus`.
// `useForm` (use-form.ts) checks with a form's definition; a form whose check needs no Zod (a
// message, an upload: issue 42) gives its own function from app/domain.

/** What the check before sending found. */
export type BrowserCheck<F extends string> =
  | { ok: true; data?: unknown }
  | { ok: false; fieldErrors: Partial<Record<F, string>>; formMessage?: string | undefined };

export interface CheckedFormOptions<F extends string> {
  /** The server's answer to this form, if any (action data or a fetcher's data). */
  reply: FormReply<F> | undefined;
  /** Called when the browser's check refuses the submission (the spec's toast, say). */
  onInvalid?: (() => void) | undefined;
  /** Called with the checked data when the browser's check passes; it may prevent the post. */
  onValid?: ((data: unknown, event: React.FormEvent<HTMLFormElement>) => void) | undefined;
}

export interface FormMessageState {
  ok: boolean;
  text: string;
}

/**
 * `check` reads the form's data as it is about to be sent; `fields` are the form's fields in page
 * order (the first refused one takes the focus without JavaScript).
 */
export function useCheckedForm<F extends string>(
  check: (data: FormData) => BrowserCheck<F>,
  fields: readonly F[],
  { reply, onInvalid, onValid }: CheckedFormOptions<F>,
) {
  const ref = useRef<HTMLFormElement>(null);
  // What the form shows is derived from the latest answer while rendering, never copied into
  // state when it arrives: the browser's own refusal and the fields edited since are kept with
  // the answer they follow, so a new answer from the server replaces both by itself. (A copy
  // made during render showed the toast of a refusal without its field message in about one
  // loaded end-to-end run in three.)
  const [local, setLocal] = useState<LocalState<F>>(() => afterAnswer(reply));
  const current = local.after === reply ? local : afterAnswer(reply);
  const shown = current.refusal ?? { fieldErrors: reply?.fieldErrors ?? {}, message: messageOf(reply) };
  const errors = useMemo(() => {
    const visible: Partial<Record<F, string>> = { ...shown.fieldErrors };
    for (const name of current.edited) delete visible[name];
    return visible;
  }, [shown.fieldErrors, current.edited]);
  const formMessage = current.hidden ? undefined : shown.message;

  const focusPending = useRef(false);
  useEffect(() => {
    if (reply?.fieldErrors && Object.keys(reply.fieldErrors).length > 0) focusPending.current = true;
  }, [reply]);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(ref.current);
  });

  const onInput = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name as F;
      setLocal((state) => {
        const base = state.after === reply ? state : afterAnswer(reply);
        return base.edited.includes(name) ? base : { ...base, edited: [...base.edited, name] };
      });
    },
    [reply],
  );

  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const checked = check(new FormData(event.currentTarget));
      if (checked.ok) {
        // The sentence of the last answer goes; its field messages stay until edited or answered.
        setLocal((state) => ({ ...(state.after === reply ? state : afterAnswer(reply)), hidden: true }));
        onValid?.(checked.data, event);
        return;
      }
      event.preventDefault();
      const message = checked.formMessage ? { ok: false, text: checked.formMessage } : undefined;
      setLocal({ ...afterAnswer(reply), refusal: { fieldErrors: checked.fieldErrors, message } });
      focusPending.current = true;
      onInvalid?.();
    },
    [check, onInvalid, onValid, reply],
  );

  // Without JavaScript, the first field the server refused takes the focus as the page loads.
  const firstRefused = useMemo(() => fields.find((name) => reply?.fieldErrors?.[name]), [fields, reply]);
  const autoFocus = useCallback(
    (name: F): true | undefined => (name === firstRefused ? true : undefined),
    [firstRefused],
  );

  return {
    /** Spread on the <form>: the browser's check, errors cleared on edit, no native bubbles. */
    props: { ref, noValidate: true, onSubmit, onInput },
    errors,
    /** The sentence for the whole form: a refusal (ok false) or what happens next (ok true). */
    formMessage,
    /** `autoFocus` for this field: the first the server refused, for a page posted without JavaScript. */
    autoFocus,
  };
}

/** The browser's side of what the form shows, valid only while `after` is the latest answer. */
interface LocalState<F extends string> {
  after: FormReply<F> | undefined;
  /** The browser's own check refused the last submission: its messages. */
  refusal: { fieldErrors: Partial<Record<F, string>>; message: FormMessageState | undefined } | null;
  /** Fields edited since: their messages are no longer shown. */
  edited: F[];
  /** A valid submission was sent: the last sentence for the whole form is no longer shown. */
  hidden: boolean;
}

/** Nothing of the browser's own yet since `reply`: the answer shows as it came. */
function afterAnswer<F extends string>(reply: FormReply<F> | undefined): LocalState<F> {
  return { after: reply, refusal: null, edited: [], hidden: false };
}

function messageOf(reply: FormReply | undefined): FormMessageState | undefined {
  return reply?.formMessage ? { ok: reply.ok, text: reply.formMessage } : undefined;
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
