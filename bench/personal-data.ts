// The benchmarks' personal data at rest (docs/decisions/0028): their set-based seeds cannot call
// node's crypto per row, so each encrypted column picks from a pool of values encrypted here
// with a key of the run's own, as the server would have stored them.
import crypto from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { DataCipher, type EncryptedColumn } from "../app/server/data-cipher.server.ts";

const benchKey = crypto.randomBytes(32);
export const benchCipher = new DataCipher([{ id: "bench", key: benchKey }]);
/** The same key as DATA_ENCRYPTION_KEY, for a server started on a seeded database. */
export const BENCH_DATA_ENCRYPTION_KEY = `bench:${benchKey.toString("base64")}`;
const POOL = 64;

/** A phone number per pool slot (ten digits, spread out). */
const phoneOf = (k: number) => String(2_000_000_000 + ((k * 97_654_321) % 7_999_999_999)).padStart(10, "0");

const PLAIN: Record<EncryptedColumn, (k: number) => string> = {
  "applications.ssn_last_four": (k) => String((k * 7919) % 10_000).padStart(4, "0"),
  "applications.date_of_birth": (k) => `19${50 + (k % 50)}-0${1 + (k % 9)}-1${k % 10}`,
  "applications.address": (k) => `${1 + k * 37} Harbor Way, Springfield`,
  "applications.phone": phoneOf,
  "applications.monthly_income": (k) => `${1500 + k * 131}.${String(k % 100).padStart(2, "0")}`,
  "users.phone": phoneOf,
  "messages.body": (k) => `Hello, this is message ${k}: when is my next deposit due?`,
  "bank_accounts.routing_number": () => "021000021",
  "bank_accounts.account_number": (k) => String(100_000_000 + k),
};

const pools = new Map<EncryptedColumn, string[]>();
function pool(column: EncryptedColumn): string[] {
  let values = pools.get(column);
  if (!values) {
    values = Array.from({ length: POOL }, (_, k) => benchCipher.encrypt(column, PLAIN[column](k)));
    pools.set(column, values);
  }
  return values;
}

/** One of the pool's ciphertexts for `column`, chosen by `index` (an SQL integer expression). */
export function encryptedPick(column: EncryptedColumn, index: SQL): SQL {
  const list = sql.join(
    pool(column).map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`(array[${list}]::text[])[1 + ((${index}) % ${sql.raw(String(POOL))})::int]`;
}

/** Fills users.phone_search for the pool's phones (run after seeding users). */
export function phoneSearchUpdate(): SQL {
  const rows = pool("users.phone").map((stored, k) => ({
    stored,
    search: benchCipher.searchTokens("users.phone", phoneOf(k), { stored: true }),
  }));
  return sql`update users set phone_search = p.search
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(stored text, search text[])
    where users.phone = p.stored`;
}
