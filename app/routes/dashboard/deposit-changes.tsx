import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { DepositChanges } from "#app/components/dashboard/program/deposit-changes.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { unreachableReply } from "#app/components/dashboard/unreachable-reply.ts";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { answerWhenUnreachable } from "#app/components/ui/client-action.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import type { Route } from "./+types/deposit-changes";
import { depositChangesAction } from "./deposit-changes-actions.server.ts";
import { loadDepositChanges } from "./deposit-changes-data.server.ts";
import { signedOutData, signedOutReply } from "./room.server.ts";

// /dashboard/program/deposits/:accountId (issue 44): the customer changes their deposits: moves
// the draft day, adds an extra one-time deposit, skips a month. Each form asks for its effect
// first (a GET: ?change=move-draft-day&day=20, ?change=extra&onDay=...&amount=..., ?change=skip&
// depositId=...), which the server computes with the one projection and shows (each debt's
// expected month and the end month, before and after); the confirmation posts the same values,
// and the server decides again. Works without JavaScript: the forms are plain GET and POST forms.
// Part of My Program; only the account's owner sees it, for anyone else it does not exist (404).
// Rendered for each request, never stored.

const notFound = () => data("Not found", { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  if (!isApplicationId(params.accountId)) throw notFound();
  const { db, clock } = getServices(context);
  const search = new URL(request.url).searchParams;
  const view = await loadDepositChanges(db, user, params.accountId.toLowerCase(), search, clock.now());
  if (!view) throw notFound();
  return data({ signedOut: false as const, view, changed: search.get("changed") !== null });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutReply();
  if (!isApplicationId(params.accountId)) throw notFound();
  return depositChangesAction(request, context, user, params.accountId.toLowerCase());
}

/** A confirmation whose send was lost: it says so, and keeps the preview. */
export const clientAction = answerWhenUnreachable(unreachableReply);

/** A confirmation refused because the schedule changed (409) reads the page again: the new effect. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => [{ title: "Change your deposits | My Program | Harborline" }];

export default function DepositChangesRoom({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  const reply = actionData as { formMessage?: string } | undefined;
  const answer = typeof reply?.formMessage === "string" ? reply.formMessage : undefined;
  return (
    <PanelBoundary name="your deposits">
      <DepositChanges view={loaderData.view} changed={loaderData.changed} refused={answer} />
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
