import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import {
  type ApplicationView,
  type DashboardLocation,
  type DashboardTab,
  dashboardHref,
  readDashboardLocation,
} from "#app/domain/dashboard/location.ts";

export type ChangeTab = (change: { tab?: DashboardTab; view?: ApplicationView }) => void;

/**
 * The tab and sub-tab from the address bar (they change without a trip to the server), and
 * the application the server chose to show. `changeTab` replaces the address, keeping the
 * scroll position and the address's own application (none when the newest is shown).
 */
export function useDashboardLocation(shownApplicationId: string | null) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const inAddress = readDashboardLocation(search);
  const location: DashboardLocation = { ...inAddress, applicationId: shownApplicationId };
  const query = search.toString();
  const changeTab: ChangeTab = useCallback(
    (change) =>
      navigate(dashboardHref({ ...readDashboardLocation(new URLSearchParams(query)), ...change }), {
        replace: true,
        preventScrollReset: true,
        // What a tab shows is already loaded: neither the root's nor the dashboard's loader runs.
        defaultShouldRevalidate: false,
      }),
    [navigate, query],
  );
  return { location, changeTab };
}
