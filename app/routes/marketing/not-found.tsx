import { data } from "react-router";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { HTML_ONLY } from "#app/components/page-scripts.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/not-found";

/** Sent as HTML and CSS only (app/components/page-scripts.ts). */
export const handle = HTML_ONLY;

// The catch-all route renders inside the site layout and answers with HTTP status 404.
export function loader() {
  return data({}, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Page Not Found", "The page you are looking for does not exist."),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <PageShell
      title="Page Not Found"
      intro="Sorry, the page you are looking for does not exist. It may have been moved, or the address may be mistyped."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/">Return Home</ButtonLink>
        <ButtonLink to="/apply" variant="secondary">
          Start Your Application
        </ButtonLink>
      </div>
    </PageShell>
  );
}
