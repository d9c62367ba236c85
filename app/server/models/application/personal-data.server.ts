import { readMoney } from "#app/domain/money.ts";
import type { DataCipher, EncryptedColumn } from "../../data-cipher.server.ts";

// The personal data of an application at rest (docs/decisions/0028): the SSN's last four, the
// date of birth, the address, the phone and the monthly income are stored encrypted, each
// bound to its column. Names, e-mail and amounts the admin searches and sums stay plain.
// The database can no longer check ciphertext for digits or money, so the checks its CHECK
// constraints made are made here, on the way in (the forms' rules have run before).

const FIELDS = {
  ssnLastFour: "applications.ssn_last_four",
  dateOfBirth: "applications.date_of_birth",
  address: "applications.address",
  phone: "applications.phone",
  monthlyIncome: "applications.monthly_income",
} as const satisfies Record<string, EncryptedColumn>;
type Field = keyof typeof FIELDS;

/** The stored form of each value (the income as numeric(12,2) wrote it), or null when malformed. */
const CANONICAL: Record<Field, (value: string) => string | null> = {
  ssnLastFour: (value) => (/^\d{4}$/.test(value) ? value : null),
  phone: (value) => (/^\d{10}$/.test(value) ? value : null),
  dateOfBirth: (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
      ? value
      : null,
  address: (value) => value,
  monthlyIncome: (value) => {
    const reading = readMoney(value);
    // numeric(12,2) and non-negative, as the column's CHECK was.
    return reading.kind === "amount" && reading.cents >= 0n && reading.cents < 10n ** 12n
      ? reading.text
      : null;
  },
};

/** A value the server should never have let through; names the column, never the value. */
export class PersonalDataFormatError extends Error {
  override name = "PersonalDataFormatError";
}

/** The values as stored: every personal field present in `values` checked and encrypted. */
export function storedApplicationFields<T extends Partial<Record<Field, unknown>>>(
  cipher: DataCipher,
  values: T,
): T {
  const stored: Record<string, unknown> = { ...values };
  for (const [field, column] of Object.entries(FIELDS) as [Field, EncryptedColumn][]) {
    const value = stored[field];
    if (typeof value !== "string") continue;
    const canonical = CANONICAL[field](value);
    if (canonical === null) throw new PersonalDataFormatError(`${column}: not a valid value`);
    stored[field] = cipher.encrypt(column, canonical);
  }
  return stored as T;
}

/** The values to show: every personal field present in `row` decrypted. */
export function shownApplicationFields<T extends Partial<Record<Field, unknown>>>(
  cipher: DataCipher,
  row: T,
): T {
  const shown: Record<string, unknown> = { ...row };
  for (const [field, column] of Object.entries(FIELDS) as [Field, EncryptedColumn][]) {
    const value = shown[field];
    if (typeof value === "string") shown[field] = cipher.decrypt(column, value);
  }
  return shown as T;
}
