import { useId } from "react";
import type { FieldProps } from "#app/components/ui/use-form.ts";
import { OWNER_SEARCH_MIN_LENGTH, type OwnerSearch } from "#app/domain/admin/payment-methods.ts";

/** What to say instead of the list of users, for each state of the search. */
function note(owners: OwnerSearch): { text: string; alert: boolean } | null {
  if (owners.state === "none") return { text: "Find the user above, then choose them here.", alert: false };
  if (owners.state === "too-short")
    return { text: `Type at least ${OWNER_SEARCH_MIN_LENGTH} characters to find a user.`, alert: false };
  if (owners.state === "failed") return { text: owners.message, alert: true };
  if (owners.owners.length === 0) return { text: "No users match this search.", alert: false };
  return null;
}

/** The user the payment method belongs to: one of the users the search found. */
export function OwnerChoice({ owners, field }: { owners: OwnerSearch; field: FieldProps }) {
  const id = useId();
  const errorId = `${id}-error`;
  const said = note(owners);
  const found = owners.state === "found" ? owners.owners : [];
  return (
    <fieldset aria-describedby={field.error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">User</legend>
      {said ? (
        <p
          role={said.alert ? "alert" : undefined}
          className={`mt-1 text-sm ${said.alert ? "text-red-700" : "text-slate-700"}`}
        >
          {said.text}
        </p>
      ) : (
        <ul className="mt-2 space-y-1">
          {found.map((owner, index) => (
            <li key={owner.id}>
              <label className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                <input
                  type="radio"
                  name={field.name}
                  value={owner.id}
                  defaultChecked={field.defaultValue === owner.id}
                  aria-invalid={field.error ? true : undefined}
                  // The first invalid field takes the focus without JavaScript too (use-form.ts).
                  {...(index === 0 && field.autoFocus ? { autoFocus: true } : {})}
                  className="h-4 w-4 shrink-0"
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{owner.name}</span>
                  <span className="block break-all text-sm text-slate-700">{owner.email}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {owners.state === "found" && owners.more ? (
        <p className="mt-1 text-sm text-slate-700">
          More users match: type more of the name or email to narrow it.
        </p>
      ) : null}
      {field.error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}
