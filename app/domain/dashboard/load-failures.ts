import { DASHBOARD_MESSAGES as M } from "./messages.ts";
import type { Loaded, Selection } from "./views.ts";

/** What one room (or the frame around the rooms) loaded: its panels and the application chosen. */
export interface LoadedPanels {
  summary?: Loaded<unknown>;
  applications?: Loaded<unknown>;
  profile?: Loaded<unknown>;
  security?: Loaded<unknown>;
  selection?: Selection;
}

/**
 * What a room could not load, in the spec's words (section 8, "Customer toasts"): each shown as
 * a toast as well as in its panel. 'Application not found' is one of them.
 */
export function loadFailures(data: LoadedPanels): string[] {
  const failures: string[] = [];
  for (const panel of [data.summary, data.applications, data.profile, data.security]) {
    if (panel && !panel.ok) failures.push(panel.message);
  }
  if (data.selection?.kind === "failed") failures.push(data.selection.message);
  if (data.selection?.kind === "not-found") failures.push(M.applicationNotFound);
  return failures;
}

/** Whether every panel loaded and the application asked for (if any) was found: such a page may be stored. */
export function everythingLoaded(data: LoadedPanels): boolean {
  return loadFailures(data).length === 0;
}
