import { useEffect } from "react";
import { notify } from "#app/components/toaster.tsx";
import { type LoadedPanels, loadFailures } from "#app/domain/dashboard/load-failures.ts";

/**
 * Each panel a room (or the frame around it) could not load is said as a toast too (spec
 * section 8), once per reading of its data; a message's own id keeps it from showing twice at once.
 */
export function useLoadFailureToasts(data: LoadedPanels | null): void {
  useEffect(() => {
    if (!data) return;
    for (const message of loadFailures(data)) notify("error", message, message);
  }, [data]);
}
