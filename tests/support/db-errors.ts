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
