import { redirect } from "react-router";
import { requireUser } from "#app/server/guards.server.ts";
import type { Route } from "./+types/account";

// /account needs sign-in and then goes to /dashboard (spec route table).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  throw redirect("/dashboard");
}
