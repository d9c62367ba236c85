import { isOneLine, isStorableText, ONE_LINE_TEXT, UNSTORABLE_TEXT } from "./text-rules.ts";

// The one form convention (docs/decisions/0015-forms.md). Every form that posts to an action is
// described once here in app/domain: which fields it sends, the schema that checks them (Zod's,
// or its rules as plain functions through form-rules.ts's `ruleSchema`, for a form a page checks
// without loading Zod: issue 42), and, where the spec asks for one, a form-level check. The
// browser parses a submission with it before sending (components/ui/use-form.ts) and the action
// parses the same submission again (the browser is never trusted); both answer in the one reply
// shape below.

/** What a schema found wrong: a message at a path (a field's name, or "debtAccounts.0.name"). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A form's schema as this module reads it: a Zod schema, or `ruleSchema` (form-rules.ts). */
export interface FormSchema<T = unknown> {
  safeParse(
    values: Record<string, string>,
  ):
    | { success: true; data: T; error?: undefined }
    | { success: false; error: { readonly issues: readonly SchemaIssue[] } };
}

/** What a form's schema gives once its submission is accepted. */
export type SchemaOutput<S extends FormSchema> = Extract<
  ReturnType<S["safeParse"]>,
  { success: true }
>["data"];

/** A form: its fields in page order, its schema, and what is never sent back. */
export interface FormDefinition<S extends FormSchema = FormSchema, F extends string = string> {
  fields: readonly F[];
  schema: S;
  /** Fields never echoed back in a reply (passwords). */
  secret?: readonly F[];
  /** Fields that may hold line breaks (a message's body); every other field is one line (issue 20). */
  multiline?: readonly F[];
  /**
   * A refusal of the whole form, checked before the field rules: the sign-up's 'All fields are
   * required for registration'. Undefined lets the field rules speak.
   */
  formCheck?: (values: Record<F, string>) => string | undefined;
}

export function defineForm<S extends FormSchema, F extends string>(
  definition: FormDefinition<S, F>,
): FormDefinition<S, F> {
  return definition;
}

/** What every action answers about a form, accepted or refused. */
export interface FormReply<F extends string = string> {
  /** Which form of the page this answers (a page may hold several). */
  intent: string;
  ok: boolean;
  /** The toast, in the spec's words (section 8), when this outcome has one. */
  message?: string;
  /** One sentence for the whole form, shown at its top: why it was refused, or what happens next. */
  formMessage?: string;
  /** Every reason behind the form message, listed below it (a refused password's weaknesses). */
  reasons?: string[];
  /** Messages shown below their fields. */
  fieldErrors?: Partial<Record<F, string>>;
  /** What was typed (never a secret field), so a refused form is shown as it was sent. */
  values?: Partial<Record<F, string>>;
  /**
   * What the form acted on when the page shows one such form for each of several (an offer, a
   * plan): a page posted without React shows the answer on that one's form only.
   */
  subject?: string;
}

/** The first message for each field, keyed by its path ("debtAccounts.0.currentBalance"). */
export function fieldErrors(error: { readonly issues: readonly SchemaIssue[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Anything a form can be read from: a submission, or the values of a form on the page. */
export type SubmissionInput = FormData | URLSearchParams | Record<string, unknown>;

/** The form's fields as text (a file or anything else that is not text reads as empty). */
export function submittedValues<F extends string>(
  fields: readonly F[],
  input: SubmissionInput,
): Record<F, string> {
  const read = (name: F): unknown =>
    input instanceof FormData || input instanceof URLSearchParams ? input.get(name) : input[name];
  return Object.fromEntries(
    fields.map((name) => {
      const value = read(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<F, string>;
}

export type Submission<S extends FormSchema, F extends string> =
  | { ok: true; data: SchemaOutput<S>; values: Partial<Record<F, string>> }
  | {
      ok: false;
      formMessage?: string;
      fieldErrors: Partial<Record<F, string>>;
      values: Partial<Record<F, string>>;
    };

/** Parses a submission with the form's own check and schema: the same call in browser and action. */
export function parseSubmission<S extends FormSchema, F extends string>(
  form: FormDefinition<S, F>,
  input: SubmissionInput,
): Submission<S, F> {
  const all = submittedValues(form.fields, input);
  const values: Partial<Record<F, string>> = { ...all };
  for (const name of form.secret ?? []) delete values[name];
  const refusal = form.formCheck?.(all);
  if (refusal) return { ok: false, formMessage: refusal, fieldErrors: {}, values };
  // Every field of every form, whatever its own rule: no control character, no lone surrogate
  // (a NUL is refused by PostgreSQL; issue 13). The message goes next to the field.
  const unstorable = form.fields.filter((name) => !isStorableText(all[name]));
  // And no line break in a one-line field (issue 20), whatever its own rule says.
  const multiline = new Set<string>(form.multiline ?? []);
  const broken = form.fields.filter((name) => !multiline.has(name) && !isOneLine(all[name]));
  const parsed = form.schema.safeParse(all);
  if (parsed.success && unstorable.length === 0 && broken.length === 0)
    return { ok: true, data: parsed.data as SchemaOutput<S>, values };
  const errors = (parsed.success ? {} : fieldErrors(parsed.error)) as Partial<Record<F, string>>;
  for (const name of broken) errors[name] = ONE_LINE_TEXT;
  for (const name of unstorable) errors[name] = UNSTORABLE_TEXT;
  return { ok: false, fieldErrors: errors, values };
}

/** The reply to a submission the form's rules refused; the caller adds its toast. */
export function refusedReply<F extends string, I extends string>(
  intent: I,
  submission: Extract<Submission<FormSchema, F>, { ok: false }>,
): FormReply<F> & { intent: I; ok: false } {
  return {
    intent,
    ok: false,
    ...(submission.formMessage ? { formMessage: submission.formMessage } : {}),
    fieldErrors: submission.fieldErrors,
    values: submission.values,
  };
}
