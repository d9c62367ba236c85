import { PageShell } from "#app/components/layout/page-shell.tsx";
import { pageMeta } from "#app/content/page-meta.ts";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "About Us", "Our mission is to help people with unsecured debt find a clear way out.");

const VALUES = ["Trust and Integrity", "Client First", "Excellence", "Commitment"];

export default function AboutUs() {
  return (
    <PageShell
      title="About Us"
      intro="Our mission is to help people with unsecured debt find a clear, affordable way out."
    >
      <h2 className="text-2xl font-bold text-slate-900">Our core values</h2>
      <ul className="list-disc space-y-1 pl-6">
        {VALUES.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    </PageShell>
  );
}
