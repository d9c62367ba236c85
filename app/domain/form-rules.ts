import type { FormSchema, SchemaIssue } from "./forms.ts";

// A form's rules as plain functions, without Zod (issue 42: no Zod in a page that needs none).
// `ruleSchema` gives them the shape `parseSubmission` (forms.ts) reads a schema in, so the form
// is defined once and parsed by the same call in the browser and in the action, as a Zod form is;
// a page whose forms are all so checks them before sending without loading Zod. A rule shared
// with Zod forms (a name, an e-mail: field-rules.ts) is this function too, and fields.ts builds
// its Zod field on it: one rule, one implementation.

/** A field's rule: the value to keep (trimmed, normalized), or why it is refused. */
export type FieldRule<T = string> = (
  value: string,
) => { ok: true; value: T } | { ok: false; message: string };

/** What a form's rules answer: the data to act on, or a message for each refused field. */
export type RulesCheck<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: Partial<Record<F, string>> };

/** A form's rules, in the shape of a schema; a field missing from the values reads as empty. */
export function ruleSchema<T, F extends string>(
  fields: readonly F[],
  check: (values: Record<F, string>) => RulesCheck<T, F>,
): FormSchema<T> {
  return {
    safeParse(input) {
      const values = Object.fromEntries(
        fields.map((name) => [name, typeof input[name] === "string" ? input[name] : ""]),
      ) as Record<F, string>;
      const checked = check(values);
      if (checked.ok) return { success: true, data: checked.data };
      const issues: SchemaIssue[] = Object.entries<string | undefined>(checked.fieldErrors).flatMap(
        ([name, message]) => (message === undefined ? [] : [{ path: [name], message }]),
      );
      return { success: false, error: { issues } };
    },
  };
}

type RuleOutput<R> = R extends FieldRule<infer T> ? T : never;
type FieldsOutput<R extends Record<string, FieldRule<unknown>>> = { [K in keyof R]: RuleOutput<R[K]> };

/** Each field by its own rule, in the order given: the values kept, or each field's refusal. */
export function checkFields<R extends Record<string, FieldRule<unknown>>>(
  rules: R,
  values: Record<keyof R & string, string>,
): RulesCheck<FieldsOutput<R>, keyof R & string> {
  const data: Record<string, unknown> = {};
  const fieldErrors: Partial<Record<keyof R & string, string>> = {};
  for (const name of Object.keys(rules) as (keyof R & string)[]) {
    const checked = (rules[name] as FieldRule<unknown>)(values[name]);
    if (checked.ok) data[name] = checked.value;
    else fieldErrors[name] = checked.message;
  }
  return Object.keys(fieldErrors).length === 0
    ? { ok: true, data: data as FieldsOutput<R> }
    : { ok: false, fieldErrors };
}

/** A form whose every field has a rule of its own (no rule across fields). */
export function fieldsSchema<R extends Record<string, FieldRule<unknown>>>(
  rules: R,
): FormSchema<FieldsOutput<R>> {
  return ruleSchema(Object.keys(rules) as (keyof R & string)[], (values) => checkFields(rules, values));
}

/** Text the field keeps as typed, refused past `max` characters (UTF-16 units, as Zod's max counted). */
export function upTo(max: number, message: string): FieldRule {
  return (value) => (value.length > max ? { ok: false, message } : { ok: true, value });
}

/**
 * The common text field: trimmed, then required (`required`, or empty allowed when undefined),
 * at most `max` characters, and `more` checks in order, each with its message.
 */
export function trimmedText(options: {
  required?: string;
  max: number;
  tooLong: string;
  more?: readonly (readonly [(value: string) => boolean, string])[];
}): FieldRule {
  return (typed) => {
    const value = typed.trim();
    if (options.required !== undefined && value.length === 0) return { ok: false, message: options.required };
    if (value.length > options.max) return { ok: false, message: options.tooLong };
    for (const [passes, message] of options.more ?? []) if (!passes(value)) return { ok: false, message };
    return { ok: true, value };
  };
}
