import crypto from "node:crypto";
import type pg from "pg";

// Statements the app sends on every request, parsed and planned once per connection (issue 19):
// node-postgres sends a statement without a name through PostgreSQL's unnamed statement, parsed
// and planned anew each time. The stored pages' fingerprint, one statement of six small parts,
// spent 0.45 ms planning for 0.15 ms running, on every request for a stored page, on the same
// two cores as the server. A statement opts in by starting with PREPARED_MARK: a text seen a
// second time then gets a name (a hash of the text) and each connection parses it once under
// that name, as the embedded database's thread does for every statement (pglite-prepared.ts).
// Only by opting in: after five runs PostgreSQL may keep one generic plan for a named statement,
// which suits the fingerprints (a person's id, nothing skewed) but not a list filtered by what an
// admin chose. Texts that vary stop being named at MAX_NAMED; texts seen once are forgotten first.

/** The first words of a statement that asks to be prepared: a comment, so PostgreSQL ignores it. */
export const PREPARED_MARK = "/* prepared */ ";
/** Texts named for the process (each connection prepares those it runs). */
const MAX_NAMED = 500;
/** Texts seen once, waiting for a second sighting (oldest forgotten first). */
const MAX_SEEN = 2_000;

export class StatementNames {
  readonly #named = new Map<string, string>();
  readonly #seen = new Set<string>();

  /** The name to prepare `text` under, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined {
    const named = this.#named.get(text);
    if (named || !text.startsWith(PREPARED_MARK)) return named;
    if (!this.#seen.has(text)) {
      this.#seen.add(text);
      if (this.#seen.size > MAX_SEEN) this.#seen.delete(this.#seen.values().next().value as string);
      return undefined;
    }
    if (this.#named.size >= MAX_NAMED) return undefined;
    this.#seen.delete(text);
    const name = `hl_${crypto.createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
    this.#named.set(text, name);
    return name;
  }
}

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/** Names the repeated statements a pooled connection sends (the pool's "connect" event). */
export function nameRepeatedStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const given = (typeof config === "string" ? { text: config } : config) as QueryConfig | null;
    if (!given || typeof given.submit === "function" || given.name || typeof given.text !== "string") {
      return query(config, ...rest);
    }
    const name = names.nameFor(given.text);
    return query(name ? { ...given, name } : config, ...rest);
  };
}
