import { isRealDay } from "#app/domain/application/dates.ts";
import { formatCents, formatDate } from "#app/domain/format.ts";
import { readMoney } from "#app/domain/money.ts";

// How the review step shows an answer (decisions.md: 'Not provided' for anything empty).

export const NOT_PROVIDED = "Not provided";
export const SSN_MASK = "••••";

export function shown(value: string): string {
  return value.trim() === "" ? NOT_PROVIDED : value.trim();
}

export function shownMoney(value: string): string {
  const reading = readMoney(value);
  if (reading.kind === "empty") return NOT_PROVIDED;
  return reading.kind === "amount" ? formatCents(reading.cents) : value;
}

export function shownDate(value: string): string {
  if (value === "") return NOT_PROVIDED;
  return isRealDay(value) ? formatDate(value) : value;
}

export const shownFlag = (value: boolean) => (value ? "Yes" : "No");
