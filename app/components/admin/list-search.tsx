import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { useSearchAsYouType } from "./use-search-as-you-type.ts";

interface ListSearchProps {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** The search as the address has it. */
  value: string;
  /** The list's other parameters, kept by the search (the filter …), by name; empty ones are left out. */
  keep?: Record<string, string | undefined>;
}

/**
 * An admin list's search box: a GET form (`q`), so it works without JavaScript and lands in the
 * address; with JavaScript it also runs once typing pauses, replacing the history entry, unless
 * something else moved the list first (`useSearchAsYouType`).
 */
export function ListSearch({ id, label, placeholder, maxLength, value, keep = {} }: ListSearchProps) {
  const search = useSearchAsYouType(value);
  return (
    <Form
      method="get"
      role="search"
      className="flex w-full max-w-md items-end gap-2"
      preventScrollReset
      onSubmit={search.onSubmit}
    >
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          ref={search.input}
          defaultValue={value}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base"
          onChange={search.onChange}
        />
      </div>
      {Object.entries(keep).map(([name, kept]) =>
        kept ? <input key={name} type="hidden" name={name} value={kept} /> : null,
      )}
      <button type="submit" className={buttonClasses({ variant: "secondary" })}>
        Search
      </button>
    </Form>
  );
}
