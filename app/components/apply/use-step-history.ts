import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { clampStep, type StepNumber } from "#app/domain/application/steps.ts";

// The browser's Back and Forward move through the wizard's steps (issue 43): each step shown
// gets an entry of its own, `/apply?step=N` (the other parameters kept), and going back to one
// asks the server to open that step, as the review's Edit buttons do. The address only follows
// the wizard: the page a reload shows comes from the answers kept in the tab (draft-storage.ts).

const STEP_PARAMETER = "step";

/** The step an address names; none is step 1. */
export function stepOfSearch(search: string): StepNumber {
  return clampStep(Number(new URLSearchParams(search).get(STEP_PARAMETER) ?? 1));
}

function searchFor(search: string, step: number): string {
  const params = new URLSearchParams(search);
  if (step === 1) params.delete(STEP_PARAMETER);
  else params.set(STEP_PARAMETER, String(step));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * `show(step)`: the address names the step on screen, in a new entry or (`replace`) in this one.
 * `onReturn(step)` is called when Back or Forward lands on an entry of another step.
 */
export function useStepHistory(onReturn: (step: StepNumber) => void) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  const seen = useRef(location.key);
  const returned = useRef(onReturn);
  returned.current = onReturn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry is a new key; its type and address come with it
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    if (navigationType === "POP") returned.current(stepOfSearch(location.search));
  }, [location.key]);

  function show(step: StepNumber, replace = false) {
    const { pathname, search } = current.current;
    if (stepOfSearch(search) === step) return;
    // Only the address changes: nothing is read again for it.
    void navigate(
      { pathname, search: searchFor(search, step) },
      { replace, preventScrollReset: true, defaultShouldRevalidate: false },
    );
  }

  return { show };
}
