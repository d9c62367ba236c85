import { sql } from "drizzle-orm";
import { demoClock } from "#db/schema.ts";
import type { Clock } from "./clock.server.ts";
import { type Database, type Db, RESYNC } from "./db.server.ts";
import { logFailure } from "./logger.server.ts";

// The demonstration's clock (`npm run demo` only, docs/decisions/0069): the program's "now" is the
// real time plus an offset stored in the database (table demo_clock), which only grows. Every
// node reads the row at start and follows the trigger's NOTIFY ('demo_clock_changed', the new
// offset), reading the row again after its listening connection came back; the offset held here
// is only a cache of that row (docs/design.md: nothing that assumes one process).

export const DEMO_CLOCK_CHANNEL = "demo_clock_changed";
const DAY_MS = 86_400_000;

/** The stored offset (0 before anyone moved the clock). */
export async function readDemoOffset(db: Db): Promise<number> {
  const [row] = await db.select({ offsetMs: demoClock.offsetMs }).from(demoClock);
  return row?.offsetMs ?? 0;
}

/**
 * Moves the stored offset to `offsetMs` unless it is already there or further: the offset never
 * moves back (a trigger refuses it too). The offset now stored.
 */
export async function moveDemoOffset(db: Db, offsetMs: number): Promise<number> {
  if (!Number.isSafeInteger(offsetMs) || offsetMs < 0) throw new Error("the demo clock's offset must be ≥ 0");
  const [row] = await db
    .insert(demoClock)
    .values({ id: true, offsetMs, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: demoClock.id,
      set: { offsetMs: sql`excluded.offset_ms`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${demoClock.offsetMs} < excluded.offset_ms`,
    })
    .returning({ offsetMs: demoClock.offsetMs });
  return row ? row.offsetMs : readDemoOffset(db);
}

/** The program's clock in demo mode: the real time plus the stored offset. */
export class DemoClock implements Clock {
  #offsetMs: number;
  readonly #real: Clock;
  #unlisten: (() => Promise<void>) | null = null;

  private constructor(offsetMs: number, real: Clock) {
    this.#offsetMs = offsetMs;
    this.#real = real;
  }

  now(): Date {
    return new Date(this.#real.now().getTime() + this.#offsetMs);
  }

  /** How far ahead of the real time the program is. */
  offsetMs(): number {
    return this.#offsetMs;
  }

  /** Whole days ahead of the real time. */
  aheadDays(): number {
    return Math.floor(this.#offsetMs / DAY_MS);
  }

  /** Takes an offset this node wrote or heard (never a smaller one: the row only grows). */
  follow(offsetMs: number): void {
    if (offsetMs > this.#offsetMs) this.#offsetMs = offsetMs;
  }

  /** Reads the stored offset and follows its changes from any node until `stop`. */
  static async start(database: Database, real: Clock): Promise<DemoClock> {
    const clock = new DemoClock(0, real);
    clock.#unlisten = await database.listen(DEMO_CLOCK_CHANNEL, (payload) => {
      if (payload === RESYNC) {
        readDemoOffset(database.db)
          .then((offset) => clock.follow(offset))
          .catch((error: unknown) => logFailure("demo clock: reading the offset failed", error));
        return;
      }
      const offset = Number(payload);
      if (Number.isSafeInteger(offset)) clock.follow(offset);
    });
    // Read after listening: a change between the two is not missed.
    clock.follow(await readDemoOffset(database.db));
    return clock;
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    this.#unlisten = null;
  }
}
