// The 50 states and the District of Columbia, and where the program is offered. DEMONSTRATION
// DATA: Harborline is a fictional company, so the availability is illustrative only. It matches
// the disclaimer: the service is not available in all states, and fees vary by state. A rule, not
// only copy: /resources/by-state shows it (app/content/states.ts) and the application refuses a
// state where the program is not offered (issue 21).

export type StateAvailability = "available" | "limited" | "not-available";

export interface StateEntry {
  /** USPS code. */
  code: string;
  name: string;
  availability: StateAvailability;
}

/** The 50 states and the District of Columbia, in alphabetical order of name. */
export const STATES: readonly StateEntry[] = [
  { code: "AL", name: "Alabama", availability: "available" },
  { code: "AK", name: "Alaska", availability: "available" },
  { code: "AZ", name: "Arizona", availability: "available" },
  { code: "AR", name: "Arkansas", availability: "available" },
  { code: "CA", name: "California", availability: "available" },
  { code: "CO", name: "Colorado", availability: "limited" },
  { code: "CT", name: "Connecticut", availability: "not-available" },
  { code: "DE", name: "Delaware", availability: "limited" },
  { code: "DC", name: "District of Columbia", availability: "available" },
  { code: "FL", name: "Florida", availability: "available" },
  { code: "GA", name: "Georgia", availability: "limited" },
  { code: "HI", name: "Hawaii", availability: "available" },
  { code: "ID", name: "Idaho", availability: "available" },
  { code: "IL", name: "Illinois", availability: "limited" },
  { code: "IN", name: "Indiana", availability: "available" },
  { code: "IA", name: "Iowa", availability: "available" },
  { code: "KS", name: "Kansas", availability: "not-available" },
  { code: "KY", name: "Kentucky", availability: "available" },
  { code: "LA", name: "Louisiana", availability: "available" },
  { code: "ME", name: "Maine", availability: "not-available" },
  { code: "MD", name: "Maryland", availability: "available" },
  { code: "MA", name: "Massachusetts", availability: "available" },
  { code: "MI", name: "Michigan", availability: "available" },
  { code: "MN", name: "Minnesota", availability: "limited" },
  { code: "MS", name: "Mississippi", availability: "available" },
  { code: "MO", name: "Missouri", availability: "available" },
  { code: "MT", name: "Montana", availability: "available" },
  { code: "NE", name: "Nebraska", availability: "available" },
  { code: "NV", name: "Nevada", availability: "limited" },
  { code: "NH", name: "New Hampshire", availability: "limited" },
  { code: "NJ", name: "New Jersey", availability: "limited" },
  { code: "NM", name: "New Mexico", availability: "available" },
  { code: "NY", name: "New York", availability: "available" },
  { code: "NC", name: "North Carolina", availability: "available" },
  { code: "ND", name: "North Dakota", availability: "available" },
  { code: "OH", name: "Ohio", availability: "available" },
  { code: "OK", name: "Oklahoma", availability: "available" },
  { code: "OR", name: "Oregon", availability: "not-available" },
  { code: "PA", name: "Pennsylvania", availability: "available" },
  { code: "RI", name: "Rhode Island", availability: "limited" },
  { code: "SC", name: "South Carolina", availability: "available" },
  { code: "SD", name: "South Dakota", availability: "available" },
  { code: "TN", name: "Tennessee", availability: "available" },
  { code: "TX", name: "Texas", availability: "available" },
  { code: "UT", name: "Utah", availability: "available" },
  { code: "VT", name: "Vermont", availability: "not-available" },
  { code: "VA", name: "Virginia", availability: "available" },
  { code: "WA", name: "Washington", availability: "available" },
  { code: "WV", name: "West Virginia", availability: "not-available" },
  { code: "WI", name: "Wisconsin", availability: "limited" },
  { code: "WY", name: "Wyoming", availability: "available" },
];

/** The state for a USPS code ("NY"), or undefined for anything else. */
export function findState(code: unknown): StateEntry | undefined {
  return typeof code === "string" ? STATES.find((state) => state.code === code) : undefined;
}
