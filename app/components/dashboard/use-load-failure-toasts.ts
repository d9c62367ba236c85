import { useEffect } from "react";
import { notify } from "#app/components/toaster.tsx";
import { loadFailures } from "#app/domain/dashboard/load-failures.ts";
import type { DashboardData } from "#app/domain/dashboard/views.ts";

/**
 * Each panel the dashboard could not load is said as a toast too (spec section 8), once per
 * reading of the page's data; a message's own id keeps it from showing twice at once.
 */
export function useLoadFailureToasts(data: DashboardData | null): void {
  useEffect(() => {
    if (!data) return;
    for (const message of loadFailures(data)) notify("error", message, message);
  }, [data]);
}
