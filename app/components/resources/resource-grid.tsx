import type { ResourceItem } from "#app/domain/resource.ts";
import { ResourceCard } from "./resource-card.tsx";

/** A grid of resource cards, or a friendly note when there are none or they could not be read. */
export function ResourceGrid({
  resources,
  failed,
  emptyMessage = "There are no resources in this category yet.",
}: {
  resources: readonly ResourceItem[];
  failed: boolean;
  emptyMessage?: string;
}) {
  if (failed) {
    return (
      <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-800">
        We could not load the resources just now. Please try again in a few minutes.
      </p>
    );
  }
  if (resources.length === 0) {
    return (
      <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800">{emptyMessage}</p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {resources.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} />
        </li>
      ))}
    </ul>
  );
}
