import { data, useActionData } from "react-router";
import { DemoClockPage } from "#app/components/admin/demo/demo-clock-page.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { DEMO_WORDS, type DemoActionData, demoAdvanceDays } from "#app/domain/demo/demo-clock.ts";
import { getServices } from "#app/server/context.server.ts";
import { advanceDemoClock } from "#app/server/demo/advance.server.ts";
import { demoStatusOf } from "#app/server/demo/demo-status.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import { SIMULATOR_BATCH } from "#app/server/models/ledger/simulator.server.ts";
import type { Route } from "./+types/demo";

export const meta: Route.MetaFunction = () => [{ title: `${DEMO_WORDS.title} | Harborline Admin` }];

// /admin/demo (issue 45, docs/decisions/0069): in the demonstration only (`npm run demo`), the
// program's clock and the buttons that move it ahead a day, a week or a month, each day's jobs
// run in turn. Anywhere else this page does not exist (404), for the loader and the action alike.
function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const status = demoStatusOf(getServices(context));
  if (!status) notFound();
  return { status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const services = getServices(context);
  if (!services.demo) notFound();
  const form = await request.formData();
  const days = form.get("intent") === "advance" ? demoAdvanceDays(form.get("days")) : null;
  if (days === null) throw new Response("Unknown request", { status: 400 });
  const result = await advanceDemoClock({
    db: services.db,
    demo: services.demo,
    env: services.env,
    days,
    admin,
    batchSize: SIMULATOR_BATCH[services.database.kind],
  });
  if (result.kind === "busy") {
    return data({ intent: "advance", ok: false, message: DEMO_WORDS.busy } satisfies DemoActionData, {
      status: 409,
    });
  }
  return {
    intent: "advance",
    ok: true,
    message: DEMO_WORDS.advanced(result.summary),
  } satisfies DemoActionData;
}

export const clientAction = answerWhenUnreachable(
  (): DemoActionData => ({ intent: "advance", ok: false, message: DEMO_WORDS.unreachable }),
);

export default function DemoRoute({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  return <DemoClockPage status={loaderData.status} reply={reply} />;
}
