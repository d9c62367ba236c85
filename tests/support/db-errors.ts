export interface DbError {
  code?: string;
  constraint?: string;
  column?: string;
  message: string;
}

/** Runs a write the database must refuse, and returns the driver's error (drizzle wraps it as `cause`). */
export async function refusal(run: () => Promise<unknown>): Promise<DbError> {
  try {
    await run();
  } catch (error) {
    return ((error as { cause?: unknown }).cause ?? error) as DbError;
  }
  throw new Error("the database accepted a row it should have refused");
}

/**
 * A value outside a column's enumeration, typed as one inside it: the schema types enumerated
 * columns from app/domain's lists, so only this deliberate cast lets a test hand the database
 * a value its CHECK constraint must refuse.
 */
export function outsideEnum<T extends string>(value: string): T {
  return value as T;
}
