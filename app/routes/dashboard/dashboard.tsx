import { Link, useLoaderData } from "react-router";
import { requireUser } from "#app/server/guards.server.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "My Dashboard | Harborline Debt Relief" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { email: user.email, emailVerified: user.emailVerified };
}

// The customer dashboard issue fills this page (applications, timeline, profile, support).
export default function Dashboard() {
  const { email, emailVerified } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Dashboard</h1>
      <p className="mt-2 text-slate-700">Welcome back, {email}</p>
      {emailVerified ? null : (
        <p role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
          Please confirm your e-mail address: we sent you a link when you signed up.
        </p>
      )}
      <div className="mt-8 rounded-lg border border-slate-200 p-6">
        <h2 className="text-xl font-semibold">My Applications</h2>
        <p className="mt-2 text-slate-700">You have no applications yet.</p>
        <Link
          to="/apply"
          className="mt-4 inline-block rounded-md bg-blue-800 px-4 py-2 font-semibold text-white"
        >
          Create Your First Application
        </Link>
      </div>
    </div>
  );
}
