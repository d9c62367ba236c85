// Program availability by state for /resources/by-state. DEMONSTRATION DATA: Harborline is a
// fictional company, so this table is illustrative only. It matches the disclaimer: the service
// is not available in all states, and fees vary by state. The states and their availability live in
// app/domain/states.ts, as the application refuses a state where the program is not offered.
import type { StateAvailability } from "#app/domain/states.ts";

export const AVAILABILITY_LABELS: Record<StateAvailability, { label: string; note: string }> = {
  available: { label: "Available", note: "Program offered; standard fee schedule." },
  limited: { label: "Available with limits", note: "Program offered; state rules cap or change our fee." },
  "not-available": { label: "Not available", note: "Program not offered to residents of this state." },
};
