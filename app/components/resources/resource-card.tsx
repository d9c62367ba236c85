import { __iconData as externalLinkIcon } from "lucide-react/icons/external-link";
import { lucide } from "#app/components/ui/icons.tsx";
import type { ResourceItem } from "#app/domain/resource.ts";

const ExternalLink = lucide(externalLinkIcon);

/** One resource: title, description and a Learn More link to the outside page (new tab). */
export function ResourceCard({
  resource,
}: {
  resource: Pick<ResourceItem, "title" | "description" | "url">;
}) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{resource.title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{resource.description}</p>
      <p className="mt-4">
        <a
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900"
        >
          Learn More<span className="sr-only"> about {resource.title} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </p>
    </article>
  );
}
