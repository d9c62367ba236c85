import { CustomersPage } from "#app/components/admin/customer/customers-page.tsx";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/customers";
import { loadCustomersPage } from "./customers-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Customers | Harborline Admin" }];

// /admin/customers (issue 45): every customer (a user with an application), newest first, a page
// at a time; searched by name, e-mail, phone, or the text of a note or call.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db, cipher } = getServices(context);
  return loadCustomersPage(db, cipher, new URL(request.url), admin.timeZone);
}

export default function CustomersRoute({ loaderData }: Route.ComponentProps) {
  return <CustomersPage data={loaderData} />;
}
