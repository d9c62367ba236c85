// The display formats are rules shared with the dashboard's domain code: one copy, in domain.
export { formatCents, formatDate, formatUsd, formatUsdCents, percentOf } from "#app/domain/format.ts";
