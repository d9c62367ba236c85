// Named prepared statements for the embedded database's thread (docs/decisions/0013).
// PGlite's query() parses and plans every statement again and talks to PostgreSQL in six
// round trips (parse, describe, bind, describe, execute, sync). The app sends the same few
// statements over and over (drizzle builds the same text for the same query; a submission's
// debt accounts travel in one JSON parameter), so each text is parsed and planned once under
// a name, then run with bind, describe, execute and sync in one round trip: the session read
// falls from about 600 µs to 120 µs.
//
// Used by pglite-thread.worker.ts only; started by Node as it is, so it imports only PGlite.
import { type PGlite, parse, protocol, type Results } from "@electric-sql/pglite";

const { serialize } = protocol;

/**
 * Plain queries and data changes only (a leading comment allowed: pg-named-statements.server.ts):
 * DDL and the like go through PGlite's query().
 */
const PREPARABLE = /^\s*(\/\*[^*]*\*\/\s*)?(select|insert|update|delete|with)\b/i;
/** Enough for every statement the app writes; statements built with varying text fall back. */
const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** PostgreSQL's types for the parameters, to turn values into text as PGlite does. */
  paramTypes: number[];
}

type Message = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

export class PreparedStatements {
  private readonly db: PGlite;
  private readonly statements = new Map<string, Statement>();
  /** Never reused, even for a text whose preparation failed. */
  private named = 0;

  constructor(db: PGlite) {
    this.db = db;
  }

  /** Whether `sql` is (or may become) a named statement; otherwise use PGlite's query(). */
  handles(sql: string): boolean {
    return this.statements.has(sql) || (this.statements.size < MAX_STATEMENTS && PREPARABLE.test(sql));
  }

  /**
   * Runs `sql` as a named statement, preparing it the first time. `inTransaction`: the caller
   * holds an open transaction, so only the statement lock is taken; otherwise this waits, as
   * PGlite's query() does, for any open transaction to end.
   */
  async query(
    sql: string,
    params: unknown[],
    rowMode: "array" | "object" | undefined,
    inTransaction: boolean,
  ) {
    const run = () => this.db._runExclusiveQuery(() => this.run(sql, params, rowMode));
    const result = inTransaction ? await run() : await this.db._runExclusiveTransaction(run);
    // As PGlite's query() does after a statement outside a transaction.
    if (!inTransaction) await this.db.syncToFs();
    return result;
  }

  private async run(
    sql: string,
    params: unknown[],
    rowMode: "array" | "object" | undefined,
  ): Promise<Results> {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.db.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.exchange([
      serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
    ]);
    const [result] = parse.parseResults(messages, this.db.parsers, { rowMode });
    if (!result) throw new Error("the database returned no result");
    return result;
  }

  private async prepare(sql: string): Promise<Statement> {
    this.named += 1;
    const name = `harborline_${this.named}`;
    const messages = await this.exchange([
      serialize.parse({ name, text: sql, types: [] }),
      serialize.describe({ type: "S", name }),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    return statement;
  }

  /** One round trip ending with Sync: after an error PostgreSQL skips to it, then it throws. */
  private exchange(parts: Uint8Array[]): Promise<Message[]> {
    return this.db.execProtocolStream(joined([...parts, serialize.sync()]), { syncToFs: false });
  }
}
