import crypto from "node:crypto";
import type { BetterAuthOptions, DBAdapter, Where } from "better-auth/types";
import { like, not, sql } from "drizzle-orm";
import { sessions } from "#db/schema.ts";
import type { Db } from "./db.server.ts";
import { subKey } from "./sub-keys.server.ts";

// A session's token is kept only as a keyed hash (issue 41: the tokens sat in clear in
// `sessions`, so a copy of the database held working sessions). The cookie carries the token;
// the row holds HMAC-SHA-256 of it under a key derived from the auth secret, as the reset links'
// and recovery codes' hashes are kept. better-auth makes and reads sessions through its database
// adapter, which is wrapped here: a token going in (a new row, a lookup, a deletion) is hashed,
// and a new session, or the session a cookie's token found, hands better-auth back that token in
// clear for the cookie. Rows listed otherwise keep their hash.
// Rows written before are hashed once at start (hashStoredSessionTokens).

const PREFIX = "h1:";

/** What the `sessions.token` column holds for the token a cookie carries: always its hash. */
export function storedSessionToken(secret: string, token: string): string {
  return `${PREFIX}${crypto.createHmac("sha256", subKey(secret, "session-tokens")).update(token).digest("base64url")}`;
}

/**
 * A token better-auth names a row by when it lists, changes or deletes it: one it read back
 * (already the hash: "every other session") or one from a cookie or a new session (hashed).
 * Never used to find the session of a request: that lookup always hashes, so the column's value
 * itself opens nothing.
 */
const rowToken = (secret: string, token: string) =>
  token.startsWith(PREFIX) ? token : storedSessionToken(secret, token);

const isSession = (model: string) => model === "session" || model === "sessions";

type Hash = (token: string) => string;

function hashedWhere(hash: Hash, where: Where[] | undefined): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== "token") return clause;
    const { value } = clause;
    if (typeof value === "string") return { ...clause, value: hash(value) };
    if (Array.isArray(value)) return { ...clause, value: value.map((one) => hash(String(one))) };
    return clause;
  });
}

function hashedFields<T extends Record<string, unknown>>(hash: Hash, fields: T): T {
  return typeof fields.token === "string" ? { ...fields, token: hash(fields.token) } : fields;
}

type AnyAdapter = Omit<DBAdapter, "transaction"> & Partial<Pick<DBAdapter, "transaction">>;
type Scoped = { model: string; where?: Where[] | undefined };

function wrap<A extends AnyAdapter>(adapter: A, secret: string): A {
  const lookup: Hash = (token) => storedSessionToken(secret, token);
  const named: Hash = (token) => rowToken(secret, token);
  // A session is found (better-auth's findSession, from a cookie: findOne) only by its token's
  // hash; other reads, changes and deletions may name a row read back (a deletion reads its row
  // first with the same condition, through findMany).
  const reading = <D extends Scoped>(data: D): D =>
    isSession(data.model) ? { ...data, where: hashedWhere(lookup, data.where) } : data;
  const naming = <D extends Scoped>(data: D): D =>
    isSession(data.model) ? { ...data, where: hashedWhere(named, data.where) } : data;
  const changing = <D extends Scoped & { update: Record<string, unknown> }>(data: D): D =>
    isSession(data.model) ? { ...naming(data), update: hashedFields(lookup, data.update) } : data;
  const wrapped: AnyAdapter = {
    ...adapter,
    async create(data) {
      const token = (data.data as Record<string, unknown>).token;
      if (!isSession(data.model) || typeof token !== "string") return adapter.create(data);
      const made = await adapter.create({ ...data, data: hashedFields(lookup, data.data) });
      // The new session's token in clear, for its cookie; the row keeps only the hash.
      return made && typeof made === "object" ? ({ ...made, token } as typeof made) : made;
    },
    async findOne<T>(data: Parameters<DBAdapter["findOne"]>[0]) {
      const found = await adapter.findOne<T>(reading(data));
      // The session found by a cookie's token carries that token again, as it did before hashing:
      // better-auth sets a cookie from it (a confirmed e-mail change keeps the person signed in).
      const token = isSession(data.model)
        ? data.where.find((clause) => clause.field === "token" && typeof clause.value === "string")?.value
        : undefined;
      return found && typeof found === "object" && typeof token === "string" ? { ...found, token } : found;
    },
    findMany: (data) => adapter.findMany(naming(data)),
    count: (data) => adapter.count(naming(data)),
    update: (data) => adapter.update(changing(data)),
    updateMany: (data) => adapter.updateMany(changing(data)),
    delete: (data) => adapter.delete(naming(data)),
    deleteMany: (data) => adapter.deleteMany(naming(data)),
    consumeOne: (data) => adapter.consumeOne(naming(data)),
    incrementOne: (data) => adapter.incrementOne(naming(data)),
  };
  if (adapter.transaction) {
    const transaction = adapter.transaction.bind(adapter);
    wrapped.transaction = (callback) => transaction((trx) => callback(wrap(trx, secret)));
  }
  return wrapped as A;
}

/** better-auth's database adapter, keeping session tokens only as keyed hashes. */
export function hashingSessionTokens(
  factory: (options: BetterAuthOptions) => DBAdapter,
  secret: string,
): (options: BetterAuthOptions) => DBAdapter {
  return (options) => wrap(factory(options), secret);
}

/** Hashes every session token still kept in clear (rows from before issue 41): how many. */
export async function hashStoredSessionTokens(db: Db, secret: string): Promise<number> {
  const clear = await db
    .select({ id: sessions.id, token: sessions.token })
    .from(sessions)
    .where(not(like(sessions.token, `${PREFIX}%`)));
  for (const row of clear) {
    await db
      .update(sessions)
      .set({ token: storedSessionToken(secret, row.token), updatedAt: sql`${sessions.updatedAt}` })
      .where(sql`${sessions.id} = ${row.id} and ${sessions.token} = ${row.token}`);
  }
  return clear.length;
}
