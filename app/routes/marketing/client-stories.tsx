import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/client-stories";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Client Stories", "How clients resolved their debts with our program.");

export default function ClientStories() {
  return (
    <PageShell
      title="Client Stories"
      intro="Stories of how clients resolved their debts with our program will be published on this page soon."
    >
      <p>Ready to write your own story? Start with a free consultation.</p>
      <ButtonLink to="/apply">Apply Now</ButtonLink>
    </PageShell>
  );
}
