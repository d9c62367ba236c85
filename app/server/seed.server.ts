import { sql } from "drizzle-orm";
import { RESOURCE_SEEDS } from "#app/content/resources.ts";
import { resources } from "#db/schema.ts";
import type { Db } from "./db.server.ts";

/** Reference data every installation needs; safe to run at every start and on every node. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(resources)
    .values([...RESOURCE_SEEDS])
    .onConflictDoUpdate({
      target: [resources.category, resources.url],
      set: { title: sql`excluded.title`, description: sql`excluded.description` },
    });
}
