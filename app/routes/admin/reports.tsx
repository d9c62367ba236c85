import { data } from "react-router";
import { ReportsPage } from "#app/components/admin/reports/reports-page.tsx";
import { REPORT_WORDS, readReportMonths } from "#app/domain/admin/reports.ts";
import { getServices } from "#app/server/context.server.ts";
import { requireAdmin } from "#app/server/guards.server.ts";
import type { Route } from "./+types/reports";
import { loadReportsPage } from "./reports-data.server.ts";

export const meta: Route.MetaFunction = () => [{ title: `${REPORT_WORDS.title} | Harborline Admin` }];

// /admin/reports (issue 45): fees earned, refunds due and overdue, deposits cleared and returned,
// by month of the company's calendar, each a table and a chart drawn by the server with its CSV;
// and the fee compliance export. Read-only: no form posts here (the files are GET resource routes).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db, clock } = getServices(context);
  const page = await loadReportsPage(db, readReportMonths(new URL(request.url).searchParams), clock.now());
  return data(page, { status: page.ok ? 200 : 500 });
}

export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  return <ReportsPage page={loaderData} />;
}
