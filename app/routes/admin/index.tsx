import { redirect } from "react-router";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw redirect("/admin/dashboard");
}
