import { Form } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";

/**
 * An admin list's filters: one GET form of pressed/unpressed buttons named `name`, keeping the
 * search, so it works without JavaScript and the choice lands in the address.
 */
export function ListFilters<F extends string>({
  label,
  name,
  filters,
  active,
  search,
}: {
  /** The form's name: "Filter users". */
  label: string;
  name: string;
  filters: readonly { id: F; label: string }[];
  active: F;
  search: string;
}) {
  return (
    <Form method="get" preventScrollReset aria-label={label}>
      {search ? <input type="hidden" name="q" value={search} /> : null}
      <div className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const pressed = active === filter.id;
          return (
            <button
              key={filter.id}
              type="submit"
              name={name}
              value={filter.id}
              aria-pressed={pressed}
              className={buttonClasses({ variant: pressed ? "primary" : "secondary", size: "sm" })}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </Form>
  );
}
