import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  type ApplicationChoice,
  type ApplicationView,
  applicationChoiceHref,
  readApplicationChoice,
} from "#app/domain/dashboard/location.ts";

export type ChangeView = (view: ApplicationView) => void;

/**
 * The sub-tab from the address bar (it changes without a trip to the server), and the
 * application the server chose to show. `changeView` replaces the address, keeping the scroll
 * position and the address's own application (none when the newest is shown).
 */
export function useApplicationChoice(shownApplicationId: string | null) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const choice: ApplicationChoice = {
    ...readApplicationChoice(new URLSearchParams(search)),
    applicationId: shownApplicationId,
  };
  const changeView: ChangeView = useCallback(
    (view) =>
      navigate(
        applicationChoiceHref(pathname, { ...readApplicationChoice(new URLSearchParams(search)), view }),
        {
          replace: true,
          preventScrollReset: true,
          // What a sub-tab shows is already loaded: no loader runs again.
          defaultShouldRevalidate: false,
        },
      ),
    [navigate, pathname, search],
  );
  return { choice, pathname, changeView };
}
