// The wizard's seven steps (spec section 2, "Application wizard").

export const STEP_TITLES = [
  "Basic Information",
  "Credit Score",
  "Financial Information",
  "Debt Selection",
  "Debt Account Details",
  "Additional Details",
  "Review and Submit",
] as const;

export const STEP_COUNT = STEP_TITLES.length;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function clampStep(step: number): StepNumber {
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step) || 1)) as StepNumber;
}
