import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type FormDefinition, type FormReply, parseSubmission } from "#app/domain/forms.ts";
import type { z } from "#app/domain/zod.ts";

// The browser's half of the form convention (docs/decisions/0015-forms.md): the form's own
// definition checks it before it is sent, the server's reply is shown the same way, each
// error sits below its field and clears when that field is edited (spec section 5), and the
// first invalid field takes the focus. Without JavaScript the form posts as a page: the reply
// arrives as the page's action data, and the first invalid field carries `autoFocus`.

interface UseFormOptions<F extends string> {
  /** The server's answer to this form, if any (action data or a fetcher's data). */
  reply: FormReply<F> | undefined;
  /** What the fields show before anything was sent (stored values). */
  defaults?: Partial<Record<F, string | null>>;
  /** Called when the browser's check refuses the submission (the spec's toast, say). */
  onInvalid?: () => void;
  /** Called with the parsed values when the browser's check passes; it may prevent the post. */
  onValid?: (data: unknown, event: React.FormEvent<HTMLFormElement>) => void;
}

export interface FieldProps {
  name: string;
  error: string | undefined;
  defaultValue: string | undefined;
  autoFocus: boolean | undefined;
}

export function useForm<S extends z.ZodType, F extends string>(
  form: FormDefinition<S, F>,
  { reply, defaults, onInvalid, onValid }: UseFormOptions<F>,
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
      const submission = parseSubmission(form, new FormData(event.currentTarget));
      if (submission.ok) {
        // The sentence of the last answer goes; its field messages stay until edited or answered.
        setLocal((state) => ({ ...(state.after === reply ? state : afterAnswer(reply)), hidden: true }));
        onValid?.(submission.data, event);
        return;
      }
      event.preventDefault();
      const message = submission.formMessage ? { ok: false, text: submission.formMessage } : undefined;
      setLocal({ ...afterAnswer(reply), refusal: { fieldErrors: submission.fieldErrors, message } });
      focusPending.current = true;
      onInvalid?.();
    },
    [form, onInvalid, onValid, reply],
  );

  // Without JavaScript, the first field the server refused takes the focus as the page loads.
  const firstRefused = useMemo(
    () => form.fields.find((name) => reply?.fieldErrors?.[name]),
    [form.fields, reply],
  );

  const field = useCallback(
    (name: F): FieldProps => ({
      name,
      error: errors[name],
      defaultValue: reply?.values?.[name] ?? defaults?.[name] ?? undefined,
      autoFocus: name === firstRefused ? true : undefined,
    }),
    [errors, reply, defaults, firstRefused],
  );

  return {
    /** Spread on the <form>: the browser's check, errors cleared on edit, no native bubbles. */
    props: { ref, noValidate: true, onSubmit, onInput },
    errors,
    /** The sentence for the whole form: a refusal (ok false) or what happens next (ok true). */
    formMessage,
    field,
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

export interface FormMessageState {
  ok: boolean;
  text: string;
}

function messageOf(reply: FormReply | undefined): FormMessageState | undefined {
  return reply?.formMessage ? { ok: reply.ok, text: reply.formMessage } : undefined;
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  first?.focus();
}
