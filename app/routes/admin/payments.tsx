import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = () => [{ title: "Payment Methods | Harborline Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

// The admin back-office issue builds this screen.
export default function AdminPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">Payment Methods</h1>
      <p className="mt-2 text-slate-700">This part of the back office is being built.</p>
    </section>
  );
}
