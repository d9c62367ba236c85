import type { DataCipher } from "../../data-cipher.server.ts";

// "The same account again" without reading the numbers back (issue 44): a keyed hash of the
// routing and account numbers together, under the current data key. A rotation recomputes it
// (personal-data-migration.server.ts); a lookup tries every key's (`bankAccountFingerprints`).

/** The fingerprint stored with a new account, under the current key. */
export function bankAccountFingerprint(cipher: DataCipher, routing: string, account: string): string {
  const [current] = bankAccountFingerprints(cipher, routing, account);
  if (!current) throw new Error("a data cipher has at least one key");
  return current;
}

/** The fingerprint under each key the cipher holds, the current first: what a lookup matches. */
export function bankAccountFingerprints(cipher: DataCipher, routing: string, account: string): string[] {
  return cipher.searchTokens("bank_accounts.account_number", `${routing}:${account}`, { stored: false });
}
