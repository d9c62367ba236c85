import { useCallback } from "react";
import { type FormDefinition, type FormReply, type FormSchema, parseSubmission } from "#app/domain/forms.ts";
import { type CheckedFormOptions, useCheckedForm } from "./use-checked-form.ts";

// A form described once in app/domain (docs/decisions/0015-forms.md): its own definition checks
// it before it is sent, as the action parses it again; what the form shows of the answers is
// use-checked-form.ts's.

interface UseFormOptions<F extends string> extends CheckedFormOptions<F> {
  /** The server's answer to this form, if any (action data or a fetcher's data). */
  reply: FormReply<F> | undefined;
  /** What the fields show before anything was sent (stored values). */
  defaults?: Partial<Record<F, string | null>>;
}

export interface FieldProps {
  name: string;
  error: string | undefined;
  defaultValue: string | undefined;
  autoFocus: boolean | undefined;
}

export function useForm<S extends FormSchema, F extends string>(
  form: FormDefinition<S, F>,
  { reply, defaults, onInvalid, onValid }: UseFormOptions<F>,
) {
  const check = useCallback((data: FormData) => parseSubmission(form, data), [form]);
  const { props, errors, formMessage, autoFocus } = useCheckedForm(check, form.fields, {
    reply,
    onInvalid,
    onValid,
  });

  const field = useCallback(
    (name: F): FieldProps => ({
      name,
      error: errors[name],
      defaultValue: reply?.values?.[name] ?? defaults?.[name] ?? undefined,
      autoFocus: autoFocus(name),
    }),
    [errors, reply, defaults, autoFocus],
  );

  return {
    /** Spread on the <form>: the browser's check, errors cleared on edit, no native bubbles. */
    props,
    errors,
    /** The sentence for the whole form: a refusal (ok false) or what happens next (ok true). */
    formMessage,
    field,
  };
}
