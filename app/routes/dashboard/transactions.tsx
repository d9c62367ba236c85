import { data, Link } from "react-router";
import { StatementsList } from "#app/components/dashboard/program/statements-list.tsx";
import { TransactionsTable } from "#app/components/dashboard/program/transactions-table.tsx";
import { RoomError } from "#app/components/dashboard/room-error.tsx";
import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { PageLinks } from "#app/components/ui/page-links.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { STATEMENT_MESSAGES as M } from "#app/domain/ledger/statement-view.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireUserOrSignedOut } from "#app/server/guards.server.ts";
import { isApplicationId } from "#app/server/models/application/customer-reads.server.ts";
import type { Route } from "./+types/transactions";
import { signedOutData } from "./room.server.ts";
import { loadTransactionsRoom } from "./transactions-data.server.ts";

// /dashboard/program/transactions/:accountId (issue 44): a dedicated account's transactions, 25 to
// a page, newest first (`?before=<entry id>` for older ones), with the posting times in the
// customer's zone, and its monthly statements as PDF and CSV. Part of My Program (the navigation
// marks it); only the account's owner sees it, and for anyone else it does not exist (404).
// Rendered for each request, never stored.

const notFound = () => data("Not found", { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUserOrSignedOut(request, context);
  if (!user) return signedOutData();
  if (!isApplicationId(params.accountId)) throw notFound();
  const { db } = getServices(context);
  const room = await loadTransactionsRoom(
    db,
    user,
    params.accountId.toLowerCase(),
    new URL(request.url).searchParams,
  );
  if (!room) throw notFound();
  return data({ signedOut: false as const, room });
}

export const meta: Route.MetaFunction = () => [{ title: "Transactions | My Program | Harborline" }];

export default function TransactionsRoom({ loaderData }: Route.ComponentProps) {
  if (loaderData.signedOut) return null;
  const { room } = loaderData;
  return (
    <PanelBoundary name="your transactions">
      <section aria-labelledby="transactions-heading" className="space-y-6">
        <div className="space-y-2">
          <Link to="/dashboard/program" className="text-sm font-medium text-blue-800 underline">
            {M.back}
          </Link>
          <h2 id="transactions-heading" className="text-xl font-semibold text-slate-900">
            {M.heading}
          </h2>
          <p className="text-slate-700">
            Dedicated account of application {room.number}
            {room.open ? "" : " (closed)"}.
          </p>
          <p className="text-sm text-slate-600">{M.zoneNote}</p>
        </div>
        {room.lines.length === 0 ? (
          <PanelMessage tone="info">{M.noEntries}</PanelMessage>
        ) : (
          <div className="space-y-3">
            <TransactionsTable lines={room.lines} caption={M.listCaption} />
            <PageLinks
              label="Pages of transactions"
              cursor={{
                first: room.pages.first ? { href: room.pages.first, text: M.newest } : null,
                previous: null,
                next: room.pages.next ? { href: room.pages.next, text: M.older } : null,
              }}
            />
          </div>
        )}
        <section aria-labelledby="statements-heading" className="space-y-3">
          <h3 id="statements-heading" className="text-lg font-semibold text-slate-900">
            {M.monthsHeading}
          </h3>
          {room.statements.length === 0 ? (
            <p className="text-slate-700">{M.noMonths}</p>
          ) : (
            <StatementsList statements={room.statements} heading={M.monthsHeading} />
          )}
        </section>
        <p className="text-sm text-slate-600">{M.demonstration}</p>
      </section>
    </PanelBoundary>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RoomError error={error} />;
}
