import { sql } from "drizzle-orm";
import { DataCipher, type EncryptedColumn } from "./data-cipher.server.ts";
import type { Db } from "./db.server.ts";
import { bankAccountFingerprint } from "./models/bank-account/fingerprint.server.ts";
import { chunkAad } from "./models/document/documents.server.ts";

// Bringing stored personal data under the current key (docs/decisions/0028). Two uses:
// - at every start, after the migrations (`mode: "plaintext"`): rows written before encryption
//   existed (migration 0016 made the columns text) are encrypted; with none left, one indexed
//   scan per table and nothing else;
// - `npm run data-key:rotate` (`mode: "rotate"`): every value not under the current key is
//   decrypted with its own key and encrypted with the current one.
// Several servers may run it at once: rows are read in id order, a batch at a time, and each
// column is written only if it still holds the value that was read (compare and set), so a
// value written meanwhile (by another server, or a user's edit) is never overwritten.

interface TableSpec {
  table: "applications" | "users" | "messages" | "bank_accounts";
  columns: readonly string[];
}

const TABLES: readonly TableSpec[] = [
  {
    table: "applications",
    columns: ["ssn_last_four", "date_of_birth", "address", "phone", "monthly_income"],
  },
  { table: "users", columns: ["phone"] },
];
const MESSAGES: TableSpec = { table: "messages", columns: ["body"] };
/** The draft accounts' numbers (issue 44): encrypted from the start, so a rotation's work only. */
const BANK_ACCOUNTS: TableSpec = { table: "bank_accounts", columns: ["routing_number", "account_number"] };

export interface PersonalDataPass {
  mode: "plaintext" | "rotate";
  batchSize?: number;
}

/** Encrypts (or re-encrypts) what needs it; returns how many rows of each table were written. */
export async function encryptPersonalData(
  db: Db,
  cipher: DataCipher,
  { mode, batchSize = 500 }: PersonalDataPass,
): Promise<Record<TableSpec["table"] | "documentChunks", number>> {
  // "v1:" finds plaintext; "v1:<current id>:" also finds values under an older key.
  const prefix = mode === "plaintext" ? "v1:" : `v1:${cipher.currentKeyId}:`;
  const counts = { applications: 0, users: 0, messages: 0, bank_accounts: 0, documentChunks: 0 };
  for (const spec of TABLES) counts[spec.table] = await passOverTable(db, cipher, spec, prefix, batchSize);
  // Documents and messages were encrypted from the start (issues 22 and 25): only a rotation has
  // work there (a message's trigger lets its text change only to another key's encryption).
  if (mode === "rotate") {
    counts.documentChunks = await rotateDocumentChunks(db, cipher, prefix, batchSize);
    counts.messages = await passOverTable(db, cipher, MESSAGES, prefix, batchSize);
    counts.bank_accounts = await passOverTable(db, cipher, BANK_ACCOUNTS, prefix, batchSize);
  }
  if (mode === "plaintext") {
    await maskAuditedPhones(db);
    // Migration 0016 added the checks NOT VALID (plain rows were still there): now every row
    // holds ciphertext, so they are validated; a no-op once they are.
    await db.execute(sql`alter table applications validate constraint applications_personal_data_encrypted`);
    await db.execute(sql`alter table users validate constraint users_phone_encrypted`);
  }
  return counts;
}

type Row = Record<string, string | null> & { id: string };

/** Every document chunk under an older key, re-encrypted under the current one, a batch at a time. */
async function rotateDocumentChunks(db: Db, cipher: DataCipher, prefix: string, batchSize: number) {
  let after = { id: "00000000-0000-0000-0000-000000000000", position: -1 };
  let written = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`
      select document_id::text as id, position, content from document_chunks
      where (document_id, position) > (${after.id}::uuid, ${after.position}) and not starts_with(content, ${prefix})
      order by document_id, position limit ${batchSize}`)) as unknown as {
      rows: { id: string; position: number; content: string }[];
    };
    const last = rows.at(-1);
    if (!last) return written;
    after = { id: last.id, position: Number(last.position) };
    for (const row of rows) {
      const aad = chunkAad(row.id, Number(row.position));
      const fresh = cipher.encryptBytes(aad, cipher.decryptBytes(aad, row.content));
      // Only if the chunk is still what was read (chunks are never rewritten, but a second run may race).
      const result = (await db.execute(sql`
        update document_chunks set content = ${fresh}
        where document_id = ${row.id}::uuid and position = ${row.position} and content = ${row.content}`)) as unknown as {
        rowCount?: number | null;
        affectedRows?: number;
      };
      written += result.rowCount ?? result.affectedRows ?? 0;
    }
  }
}

async function passOverTable(
  db: Db,
  cipher: DataCipher,
  { table, columns }: TableSpec,
  prefix: string,
  batchSize: number,
): Promise<number> {
  const name = sql.identifier(table);
  const stale = sql.join(
    [
      ...columns.map(
        (c) => sql`(${sql.identifier(c)} is not null and not starts_with(${sql.identifier(c)}, ${prefix}))`,
      ),
      ...(table === "users" ? [sql`(phone is not null and phone_search is null)`] : []),
    ],
    sql` or `,
  );
  const selected = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  let after = "00000000-0000-0000-0000-000000000000";
  let written = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`
      select id::text as id, ${selected} from ${name}
      where id > ${after}::uuid and (${stale}) order by id limit ${batchSize}`)) as unknown as {
      rows: Row[];
    };
    const last = rows.at(-1);
    if (!last) return written;
    after = last.id;
    const updates = rows.map((row) => {
      const update: Record<string, unknown> = { id: row.id };
      for (const c of columns) {
        const column = `${table}.${c}` as EncryptedColumn;
        const old = row[c] ?? null;
        update[`old_${c}`] = old;
        if (old === null) {
          update[`new_${c}`] = null;
          continue;
        }
        const plain = DataCipher.isEncrypted(old) ? cipher.decrypt(column, old) : old;
        update[`new_${c}`] = old.startsWith(prefix) ? old : cipher.encrypt(column, plain);
        // Tokens under the current key (a sign-up whose tokens were not saved gets them too).
        if (column === "users.phone")
          update.phone_search = cipher.searchTokens(column, plain, { stored: true });
      }
      // The "same account" fingerprint under the current key, from both numbers (issue 44).
      if (table === "bank_accounts" && row.routing_number && row.account_number) {
        update.fingerprint = bankAccountFingerprint(
          cipher,
          cipher.decrypt("bank_accounts.routing_number", row.routing_number),
          cipher.decrypt("bank_accounts.account_number", row.account_number),
        );
      }
      return update;
    });
    const assignments = columns.map(
      (c) =>
        sql`${sql.identifier(c)} = case when t.${sql.identifier(c)} is not distinct from v.${sql.identifier(`old_${c}`)} then v.${sql.identifier(`new_${c}`)} else t.${sql.identifier(c)} end`,
    );
    const definitions = columns.flatMap((c) => [
      sql`${sql.identifier(`old_${c}`)} text`,
      sql`${sql.identifier(`new_${c}`)} text`,
    ]);
    if (table === "users") {
      assignments.push(
        sql`phone_search = case when t.phone is not distinct from v.old_phone then coalesce(v.phone_search, t.phone_search) else t.phone_search end`,
      );
      definitions.push(sql`phone_search text[]`);
    }
    if (table === "bank_accounts") {
      assignments.push(
        sql`fingerprint = case when t.account_number is not distinct from v.old_account_number then v.fingerprint else t.fingerprint end`,
      );
      definitions.push(sql`fingerprint text`);
    }
    const result = (await db.execute(sql`
      update ${name} as t set ${sql.join(assignments, sql`, `)}
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id uuid, ${sql.join(definitions, sql`, `)})
      where t.id = v.id`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    written += result.rowCount ?? result.affectedRows ?? 0;
  }
}

/**
 * The audit log's copies of a phone (a user edited or deleted, issue 12) are kept masked to the
 * last four digits, as new entries are (admin-user-changes.server.ts).
 */
async function maskAuditedPhones(db: Db): Promise<void> {
  for (const side of ["before", "after"] as const) {
    const column = sql.identifier(side);
    await db.execute(sql`
      update audit_log
      set ${column} = jsonb_set(${column}, '{phone}', to_jsonb('******' || right(${column}->>'phone', 4)))
      where target_type = 'user' and jsonb_typeof(${column}) = 'object'
        and ${column}->>'phone' ~ '^[0-9]{5,}$'`);
  }
}
