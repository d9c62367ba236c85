import { useEffect } from "react";
import { useNavigate } from "react-router";
import { clearDraft } from "#app/components/apply/draft-storage.ts";
import { PageShell } from "#app/components/layout/page-shell.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import { requireUser } from "#app/server/guards.server.ts";
import type { Route } from "./+types/success";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Application Submitted", "Your debt-relief application has been submitted."),
  { name: "robots", content: "noindex" },
];

/** decisions.md: the confirmation moves on to the dashboard by itself after 5 seconds. */
export const REDIRECT_SECONDS = 5;

// Signed-in only (spec route table): visitors go to /auth and come back here.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function ApplySuccess() {
  const navigate = useNavigate();
  // Stored: the answers kept in this tab are done with, however the review was sent.
  useEffect(() => clearDraft(), []);
  useEffect(() => {
    const timer = setTimeout(() => navigate("/dashboard"), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <PageShell
      title="Application Submitted"
      intro="Thank you. We have received your application and will review it. You can follow its progress on your dashboard."
    >
      <p>You will be taken to your dashboard in {REDIRECT_SECONDS} seconds.</p>
      <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
    </PageShell>
  );
}
