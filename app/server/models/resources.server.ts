import { asc, eq, sql } from "drizzle-orm";
import type { ResourceItem } from "#app/domain/resource.ts";
import { resources } from "#db/schema.ts";
import type { Db } from "../db.server.ts";
import { logFailure } from "../logger.server.ts";

// The `resources` table (spec section 7: "select all from resources, optionally filtered by
// equality on category. Errors are only logged.").

export interface FindResourcesOptions {
  /** Only this category (equality on the slug). */
  category?: string;
}

/** Every resource, or one category's, ordered by title. Throws when the database does. */
export async function findResources(db: Db, options: FindResourcesOptions = {}): Promise<ResourceItem[]> {
  return (
    db
      .select({
        id: resources.id,
        title: resources.title,
        description: resources.description,
        url: resources.url,
        category: resources.category,
      })
      .from(resources)
      .where(options.category === undefined ? undefined : eq(resources.category, options.category))
      // Byte order ("C"): the same on PGlite and on a PostgreSQL server whatever its locale.
      .orderBy(sql`${resources.title} collate "C"`, asc(resources.id))
  );
}

export interface ResourceList {
  resources: ResourceItem[];
  /** True when the read failed: the page says so instead of showing an error page. */
  failed: boolean;
}

/** `findResources` for a page: a failed read is logged (no personal data) and gives an empty list. */
export async function loadResourceList(db: Db, options: FindResourcesOptions = {}): Promise<ResourceList> {
  try {
    return { resources: await findResources(db, options), failed: false };
  } catch (error) {
    logFailure("reading resources failed", error, { category: options.category?.slice(0, 60) ?? null });
    return { resources: [], failed: true };
  }
}
